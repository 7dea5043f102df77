import { useSyncExternalStore } from "react";
import type { Admin, LoginResponse } from "#core/schemas/admin";

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

export interface AdminSession {
  token: string;
  admin: Admin;
}

/** The spec's storage: the token under adminToken and the admin under adminData, both or neither. */
export function readStoredSession(): AdminSession | null {
  try {
    const token = localStorage.getItem(ADMIN_TOKEN_KEY);
    const data = localStorage.getItem(ADMIN_DATA_KEY);
    if (!token || !data) return null;
    const admin = JSON.parse(data) as Admin;
    return typeof admin?.username === "string" ? { token, admin } : null;
  } catch {
    return null;
  }
}

const announce = () => window.dispatchEvent(new Event("admin-session-change"));

export function storeSession({ token, admin }: LoginResponse): void {
  localStorage.setItem(ADMIN_TOKEN_KEY, token);
  localStorage.setItem(ADMIN_DATA_KEY, JSON.stringify(admin));
  announce();
}

export function clearStoredSession(): void {
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  localStorage.removeItem(ADMIN_DATA_KEY);
  announce();
}
