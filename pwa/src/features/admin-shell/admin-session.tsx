import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { Admin, LoginResponse } from "#core/schemas/admin";
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY } from "../../data/admin-session";

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

interface SessionContextValue extends AdminSession {
  /** Signs out; with a reason (an expired or revoked token) the login page explains it. */
  endSession: (reason?: string) => void;
  /** After a credential change the server hands out a fresh token: the session carries on with it. */
  replaceSession: (fresh: LoginResponse) => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function AdminSessionProvider({ initial, children }: { initial: AdminSession; children: ReactNode }) {
  const [session, setSession] = useState(initial);
  const navigate = useNavigate();
  const endSession = useCallback(
    (reason?: string) => {
      clearStoredSession();
      navigate("/admin/login", { replace: true, state: reason ? { reason } : null });
    },
    [navigate],
  );
  const replaceSession = useCallback((fresh: LoginResponse) => {
    storeSession(fresh);
    setSession(fresh);
  }, []);
  const value = useMemo(
    () => ({ ...session, endSession, replaceSession }),
    [session, endSession, replaceSession],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useAdminSession is used outside the admin");
  return value;
}
