// Visitors' rate alerts: each browser's push subscription, the language it is alerted in and what
// it asked for, nothing else about the visitor; and one round per board that took effect, written
// with its alerts in one transaction, so a board is alerted once however often the server restarts.
export default /* sql */ `
CREATE TABLE rate_alert_subscriptions (
  id         TEXT PRIMARY KEY,
  endpoint   TEXT NOT NULL UNIQUE,
  p256dh     TEXT NOT NULL,
  auth       TEXT NOT NULL,
  language   TEXT NOT NULL,
  rule       TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE rate_alert_rounds (
  board_id  INTEGER PRIMARY KEY REFERENCES rate_boards (id),
  queued_at TEXT NOT NULL,
  alerted   INTEGER NOT NULL,
  sent      INTEGER NOT NULL DEFAULT 0,
  gone      INTEGER NOT NULL DEFAULT 0,
  failed    INTEGER NOT NULL DEFAULT 0
);
`;
