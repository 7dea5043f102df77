import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useNavigate } from "react-router";
import type { Admin, LoginResponse } from "#core/schemas/admin";
import { callApi } from "../../data/api/api-client";
import type { AdminSession } from "../../data/session/stored-session";
import { clearStoredSession, storeSession } from "../../data/session/stored-session";
import { forgetAdminReads } from "../api/kept-reads";

interface SessionContextValue extends AdminSession {
  /**
   * Leaves the admin, wiping what it kept on the device; with a reason (an expired or revoked token)
   * the login page explains it.
   */
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
      void forgetAdminReads();
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
