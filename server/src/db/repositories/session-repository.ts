import type { Database } from "better-sqlite3";
import { newId } from "../ids";

export interface SessionRecord {
  id: string;
  adminId: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  userAgent: string;
  address: string;
  /** The known browser (device cookie) it signed in from, when it was one. */
  deviceId: string | null;
}

interface SessionRow {
  id: string;
  admin_id: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string;
  address: string;
  device_id: string | null;
}

const toRecord = (row: SessionRow): SessionRecord => ({
  id: row.id,
  adminId: row.admin_id,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  expiresAt: row.expires_at,
  userAgent: row.user_agent,
  address: row.address,
  deviceId: row.device_id,
});

/** Last-used is written at most this often, so reading the admin does not cost a disk sync per call. */
const TOUCH_INTERVAL_MS = 5 * 60_000;
/**
 * A session unused this long ends, however long its token had left: a device left signed in and
 * forgotten (a shared computer, a lost phone) does not stay in for the token's week.
 */
export const SESSION_IDLE_MS = 24 * 60 * 60_000;
const MAX_USER_AGENT_LENGTH = 300;

export type SessionRepository = ReturnType<typeof createSessionRepository>;

export function createSessionRepository(db: Database, now: () => Date) {
  const statements = {
    insert: db.prepare(`INSERT INTO admin_sessions
      (id, admin_id, created_at, last_used_at, expires_at, user_agent, address, device_id)
      VALUES (@id, @adminId, @at, @at, @expiresAt, @userAgent, @address, @deviceId)`),
    byId: db.prepare<[string], SessionRow>("SELECT * FROM admin_sessions WHERE id = ?"),
    touch: db.prepare<[string, string]>("UPDATE admin_sessions SET last_used_at = ? WHERE id = ?"),
    delete: db.prepare<[string]>("DELETE FROM admin_sessions WHERE id = ?"),
    deleteForAdmin: db.prepare<[string]>("DELETE FROM admin_sessions WHERE admin_id = ?"),
    deleteExpired: db.prepare<[string]>("DELETE FROM admin_sessions WHERE expires_at <= ?"),
    forAdmin: db.prepare<[string, string, string], SessionRow>(
      "SELECT * FROM admin_sessions WHERE admin_id = ? AND expires_at > ? AND last_used_at > ? ORDER BY last_used_at DESC, created_at DESC, rowid DESC",
    ),
    deleteOneOfAdmin: db.prepare<[string, string], SessionRow>(
      "DELETE FROM admin_sessions WHERE id = ? AND admin_id = ? RETURNING *",
    ),
    deleteOthersOfAdmin: db.prepare<[string, string]>(
      "DELETE FROM admin_sessions WHERE admin_id = ? AND id <> ?",
    ),
  };

  return {
    create(session: {
      adminId: string;
      lifetimeSeconds: number;
      userAgent: string;
      address: string;
      deviceId: string;
    }): string {
      const id = newId();
      const at = now();
      statements.deleteExpired.run(at.toISOString());
      statements.insert.run({
        id,
        adminId: session.adminId,
        at: at.toISOString(),
        expiresAt: new Date(at.getTime() + session.lifetimeSeconds * 1000).toISOString(),
        userAgent: session.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
        address: session.address,
        deviceId: session.deviceId,
      });
      return id;
    },
    /**
     * The session while it lasts; its last use is brought up to date now and then. "idle" once it
     * went unused for SESSION_IDLE_MS: ended for good, as every later use of it is told.
     */
    use(id: string): SessionRecord | "idle" | null {
      const row = statements.byId.get(id);
      if (!row) return null;
      const at = now();
      if (row.expires_at <= at.toISOString()) return null;
      // Within a touch interval of the limit counts as idle: last use is written only that often.
      if (at.getTime() - Date.parse(row.last_used_at) >= SESSION_IDLE_MS) return "idle";
      if (at.getTime() - Date.parse(row.last_used_at) >= TOUCH_INTERVAL_MS) {
        statements.touch.run(at.toISOString(), id);
        row.last_used_at = at.toISOString();
      }
      return toRecord(row);
    },
    delete: (id: string): void => {
      statements.delete.run(id);
    },
    /** The admin's sessions that have neither expired nor gone idle, most recently used first. */
    listForAdmin(adminId: string): SessionRecord[] {
      const at = now();
      const idleSince = new Date(at.getTime() - SESSION_IDLE_MS).toISOString();
      return statements.forAdmin.all(adminId, at.toISOString(), idleSince).map(toRecord);
    },
    /** Ends one of the admin's sessions and returns it; null when the admin has none by that id. */
    deleteForAdminById(adminId: string, id: string): SessionRecord | null {
      const row = statements.deleteOneOfAdmin.get(id, adminId);
      return row ? toRecord(row) : null;
    },
    /** Ends every session of the admin but `keepId`; how many ended. */
    deleteOthersForAdmin: (adminId: string, keepId: string): number =>
      statements.deleteOthersOfAdmin.run(adminId, keepId).changes,
    /** After a credential change every earlier session ends. */
    deleteForAdmin: (adminId: string): void => {
      statements.deleteForAdmin.run(adminId);
    },
  };
}
