import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { Admin, LoginResponse } from "#core/schemas/admin";
import { ADMIN_DATA_KEY, ADMIN_TOKEN_KEY } from "../../data/admin-session";
import { callApi } from "../../data/api-client";

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
  /** Leaves the admin; with a reason (an expired or revoked token) the login page explains it. */
  endSession: (reason?: string) => void;
  /** The owner's Logout: the server ends this session, then the browser forgets it. */
  signOut: () => Promise<void>;
  /** After a credential change the server hands out a fresh token: the session carries on with it. */
  replaceSession: (fresh: LoginResponse) => void;
  /** The admin's details changed (or were read afresh) without a new token. */
  updateAdmin: (admin: Admin) => void;
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
  const signOut = useCallback(async () => {
    try {
      await callApi("logout", { token: session.token });
    } catch {
      // Offline, or the token had already ended: this browser forgets it all the same.
    }
    endSession();
  }, [session.token, endSession]);
  const replaceSession = useCallback((fresh: LoginResponse) => {
    storeSession(fresh);
    setSession(fresh);
  }, []);
  const updateAdmin = useCallback((admin: Admin) => {
    setSession((current) => {
      storeSession({ token: current.token, admin });
      return { ...current, admin };
    });
  }, []);
  const value = useMemo(
    () => ({ ...session, endSession, signOut, replaceSession, updateAdmin }),
    [session, endSession, signOut, replaceSession, updateAdmin],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useAdminSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useAdminSession is used outside the admin");
  return value;
}
