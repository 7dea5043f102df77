import type { Database } from "better-sqlite3";
import type { Language } from "#core/language";
import type { RateAlertRule } from "#core/schemas/rate-alert-rule";
import type { RateAlert, RateAlertInput, RateAlertRound } from "#core/schemas/rate-alerts";
import { newId } from "../ids";

export interface RateAlertSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  language: Language;
  rule: RateAlertRule;
  createdAt: string;
}

interface Row {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  language: Language;
  rule: string;
  created_at: string;
}

interface RoundRow {
  board_id: number;
  effective_at: string;
  queued_at: string;
  alerted: number;
  sent: number;
  gone: number;
  failed: number;
}

export type RoundOutcome = "sent" | "gone" | "failed";

const toSubscription = (row: Row): RateAlertSubscription => ({
  id: row.id,
  endpoint: row.endpoint,
  keys: { p256dh: row.p256dh, auth: row.auth },
  language: row.language,
  // Checked by core's schema when it was saved.
  rule: JSON.parse(row.rule) as RateAlertRule,
  createdAt: row.created_at,
});

export const toRateAlert = (subscription: RateAlertSubscription): RateAlert => ({
  language: subscription.language,
  rule: subscription.rule,
  since: subscription.createdAt,
});

export type RateAlertRepository = ReturnType<typeof createRateAlertRepository>;

/** Visitors' rate alert subscriptions, one per push service address, and the alerts sent per board. */
export function createRateAlertRepository(db: Database, now: () => Date) {
  const statements = {
    // The same browser asking again (another rule, another language, new keys) replaces its row.
    upsert:
      db.prepare(`INSERT INTO rate_alert_subscriptions (id, endpoint, p256dh, auth, language, rule, created_at)
      VALUES (@id, @endpoint, @p256dh, @auth, @language, @rule, @at)
      ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
        language = excluded.language, rule = excluded.rule, created_at = excluded.created_at`),
    byEndpoint: db.prepare<[string], Row>("SELECT * FROM rate_alert_subscriptions WHERE endpoint = ?"),
    byId: db.prepare<[string], Row>("SELECT * FROM rate_alert_subscriptions WHERE id = ?"),
    page: db.prepare<[string, number], Row>(
      "SELECT * FROM rate_alert_subscriptions WHERE id > ? ORDER BY id LIMIT ?",
    ),
    removeByEndpoint: db.prepare<[string]>("DELETE FROM rate_alert_subscriptions WHERE endpoint = ?"),
    removeById: db.prepare<[string]>("DELETE FROM rate_alert_subscriptions WHERE id = ?"),
    counts: db.prepare<[], { total: number; every: number }>(
      `SELECT COUNT(*) AS total, COALESCE(SUM(json_extract(rule, '$.kind') = 'every'), 0) AS every
      FROM rate_alert_subscriptions`,
    ),
    hasRound: db.prepare<[number], { found: number }>(
      "SELECT EXISTS (SELECT 1 FROM rate_alert_rounds WHERE board_id = ?) AS found",
    ),
    addRound: db.prepare<[number, string, number]>(
      "INSERT INTO rate_alert_rounds (board_id, queued_at, alerted) VALUES (?, ?, ?)",
    ),
    rounds: db.prepare<[number], RoundRow>(`SELECT r.*, b.effective_at FROM rate_alert_rounds r
      JOIN rate_boards b ON b.id = r.board_id ORDER BY b.effective_at DESC, r.board_id DESC LIMIT ?`),
    count: {
      sent: db.prepare<[number]>("UPDATE rate_alert_rounds SET sent = sent + 1 WHERE board_id = ?"),
      gone: db.prepare<[number]>("UPDATE rate_alert_rounds SET gone = gone + 1 WHERE board_id = ?"),
      failed: db.prepare<[number]>("UPDATE rate_alert_rounds SET failed = failed + 1 WHERE board_id = ?"),
    } satisfies Record<RoundOutcome, unknown>,
  };
  return {
    save(input: RateAlertInput): RateAlertSubscription {
      statements.upsert.run({
        id: newId(),
        endpoint: input.subscription.endpoint,
        ...input.subscription.keys,
        language: input.language,
        rule: JSON.stringify(input.rule),
        at: now().toISOString(),
      });
      return toSubscription(statements.byEndpoint.get(input.subscription.endpoint) as Row);
    },
    findByEndpoint: (endpoint: string): RateAlertSubscription | null => {
      const row = statements.byEndpoint.get(endpoint);
      return row ? toSubscription(row) : null;
    },
    find: (id: string): RateAlertSubscription | null => {
      const row = statements.byId.get(id);
      return row ? toSubscription(row) : null;
    },
    /** Every subscription, a page at a time: a board's alerts are written without holding all of them. */
    *each(pageSize = 1_000): Generator<RateAlertSubscription> {
      let after = "";
      for (;;) {
        const rows = statements.page.all(after, pageSize);
        for (const row of rows) yield toSubscription(row);
        const last = rows.at(-1);
        if (!last || rows.length < pageSize) return;
        after = last.id;
      }
    },
    /** The visitor stopping alerts: false when this browser had none. */
    removeByEndpoint: (endpoint: string): boolean => statements.removeByEndpoint.run(endpoint).changes > 0,
    /** One the push service says is gone. */
    remove: (id: string): void => {
      statements.removeById.run(id);
    },
    counts(): { subscribers: number; everyBoard: number; onAPrice: number } {
      const { total, every } = statements.counts.get() ?? { total: 0, every: 0 };
      return { subscribers: total, everyBoard: every, onAPrice: total - every };
    },
    hasRound: (boardId: number): boolean => statements.hasRound.get(boardId)?.found === 1,
    addRound(boardId: number, alerted: number): void {
      statements.addRound.run(boardId, now().toISOString(), alerted);
    },
    counted(boardId: number, outcome: RoundOutcome): void {
      statements.count[outcome].run(boardId);
    },
    rounds: (limit: number): RateAlertRound[] =>
      statements.rounds.all(limit).map((row) => ({
        boardId: row.board_id,
        effectiveAt: row.effective_at,
        queuedAt: row.queued_at,
        alerted: row.alerted,
        sent: row.sent,
        gone: row.gone,
        failed: row.failed,
        waiting: Math.max(0, row.alerted - row.sent - row.gone - row.failed),
      })),
  };
}
