import { useSyncExternalStore } from "react";
import type { Admin, LoginResponse } from "#core/schemas/admin";

// What every page reads of the admin's stored session: the header's Admin link and the /admin gate.
// Storing and clearing it is admin-session.ts's job, so that code loads only with the admin.

export const ADMIN_TOKEN_KEY = "adminToken";
export const ADMIN_DATA_KEY = "adminData";
export const SESSION_CHANGE_EVENT = "admin-session-change";

const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  window.addEventListener(SESSION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
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

const announce = () => window.dispatchEvent(new Event(SESSION_CHANGE_EVENT));

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
