import type { AdminRecord } from "./db/repositories/admin-repository";

export interface AppEnv {
  Variables: {
    /** Set by requireAdmin on every admin route. */
    admin: AdminRecord;
    /** The signed-in session of the token, set with `admin`: signing out ends it. */
    sessionId: string;
    /** A write handler that changed nothing public sets this so the read cache is kept. */
    publicDataUnchanged: boolean;
  };
}
