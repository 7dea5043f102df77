import type { AdminRecord } from "./db/repositories/admin-repository";
import type { SessionRecord } from "./db/repositories/session-repository";

export interface AppEnv {
  Variables: {
    /** Set by requireAdmin on every admin route. */
    admin: AdminRecord;
    /** The signed-in session of the token, set with `admin`: signing out ends it. */
    session: SessionRecord;
    /** A write handler that changed nothing public sets this so the read cache is kept. */
    publicDataUnchanged: boolean;
  };
}
