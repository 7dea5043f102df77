import type { Database } from "better-sqlite3";

export type NotificationChannel = "email" | "push" | "rate-alert";

export interface PendingNotification {
  id: number;
  channel: NotificationChannel;
  /** What to send, as the channel reads it (JSON). */
  payload: string;
  attempts: number;
  createdAt: string;
}

interface OutboxRow {
  id: number;
  channel: NotificationChannel;
  payload: string;
  attempts: number;
  created_at: string;
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

/** Notifications waiting to go out, oldest first; one leaves the table once sent or given up. */
export function createNotificationRepository(db: Database, now: () => Date) {
  const statements = {
    insert: db.prepare<[NotificationChannel, string, string, string]>(
      "INSERT INTO notification_outbox (channel, payload, next_attempt_at, created_at) VALUES (?, ?, ?, ?)",
    ),
    due: db.prepare<[string, number], OutboxRow>(
      "SELECT id, channel, payload, attempts, created_at FROM notification_outbox WHERE next_attempt_at <= ? ORDER BY id LIMIT ?",
    ),
    nextDue: db.prepare<[], { at: string | null }>(
      "SELECT MIN(next_attempt_at) AS at FROM notification_outbox",
    ),
    remove: db.prepare<[number]>("DELETE FROM notification_outbox WHERE id = ?"),
    retry: db.prepare<[string, string, number]>(
      "UPDATE notification_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?",
    ),
  };
  return {
    add(channel: NotificationChannel, payload: unknown): void {
      const at = now().toISOString();
      statements.insert.run(channel, JSON.stringify(payload), at, at);
    },
    due: (limit: number): PendingNotification[] =>
      statements.due.all(now().toISOString(), limit).map((row) => ({
        id: row.id,
        channel: row.channel,
        payload: row.payload,
        attempts: row.attempts,
        createdAt: row.created_at,
      })),
    /** When the next one is due, or null when none waits. */
    nextDueAt: (): string | null => statements.nextDue.get()?.at ?? null,
    remove: (id: number): void => {
      statements.remove.run(id);
    },
    retryAt(id: number, at: Date, error: string): void {
      statements.retry.run(at.toISOString(), error.slice(0, 500), id);
    },
  };
}
