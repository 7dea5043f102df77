import { useSyncExternalStore } from "react";

export const ADMIN_TOKEN_KEY = "adminToken";
export const ADMIN_DATA_KEY = "adminData";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  window.addEventListener("admin-session-change", onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener("admin-session-change", onChange);
  };
};

const hasSession = () => {
  try {
    return Boolean(localStorage.getItem(ADMIN_TOKEN_KEY) && localStorage.getItem(ADMIN_DATA_KEY));
  } catch {
    return false;
  }
};

/** Whether an admin is signed in on this browser (the spec's adminToken and adminData both present). */
export const useAdminSignedIn = (): boolean => useSyncExternalStore(subscribe, hasSession, () => false);
