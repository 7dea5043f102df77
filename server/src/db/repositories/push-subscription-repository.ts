import type { Database } from "better-sqlite3";
import { newId } from "../ids";

export interface PushSubscriptionRecord {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  userAgent: string;
  createdAt: string;
}

interface Row {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_agent: string;
  created_at: string;
}

const toRecord = (row: Row): PushSubscriptionRecord => ({
  id: row.id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  userAgent: row.user_agent,
  createdAt: row.created_at,
});

export type PushSubscriptionRepository = ReturnType<typeof createPushSubscriptionRepository>;

/** The admin's devices that receive a push for each new message, one per push service address. */
export function createPushSubscriptionRepository(db: Database, now: () => Date) {
  const statements = {
    // A device subscribing again (new keys, or a new admin) replaces its row.
    upsert:
      db.prepare(`INSERT INTO push_subscriptions (id, admin_id, endpoint, p256dh, auth, user_agent, created_at)
      VALUES (@id, @adminId, @endpoint, @p256dh, @auth, @userAgent, @at)
      ON CONFLICT (endpoint) DO UPDATE SET admin_id = excluded.admin_id, p256dh = excluded.p256dh,
        auth = excluded.auth, user_agent = excluded.user_agent`),
    byEndpoint: db.prepare<[string], Row>("SELECT * FROM push_subscriptions WHERE endpoint = ?"),
    byId: db.prepare<[string], Row>("SELECT * FROM push_subscriptions WHERE id = ?"),
    all: db.prepare<[], Row>("SELECT * FROM push_subscriptions ORDER BY created_at"),
    removeByEndpoint: db.prepare<[string, string]>(
      "DELETE FROM push_subscriptions WHERE endpoint = ? AND admin_id = ?",
    ),
    removeById: db.prepare<[string]>("DELETE FROM push_subscriptions WHERE id = ?"),
  };
  return {
    save(
      adminId: string,
      subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
      userAgent: string,
    ) {
      statements.upsert.run({
        id: newId(),
        adminId,
        endpoint: subscription.endpoint,
        ...subscription.keys,
        userAgent,
        at: now().toISOString(),
      });
      return toRecord(statements.byEndpoint.get(subscription.endpoint) as Row);
    },
    find: (id: string): PushSubscriptionRecord | null => {
      const row = statements.byId.get(id);
      return row ? toRecord(row) : null;
    },
    findByEndpoint: (endpoint: string): PushSubscriptionRecord | null => {
      const row = statements.byEndpoint.get(endpoint);
      return row ? toRecord(row) : null;
    },
    all: (): PushSubscriptionRecord[] => statements.all.all().map(toRecord),
    /** This device's, when it turns notifications off: false when it had none. */
    removeForAdmin: (adminId: string, endpoint: string): boolean =>
      statements.removeByEndpoint.run(endpoint, adminId).changes > 0,
    /** One the push service says is gone. */
    remove: (id: string): void => {
      statements.removeById.run(id);
    },
  };
}
