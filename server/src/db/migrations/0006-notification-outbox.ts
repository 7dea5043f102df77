// Notifications waiting to go out (an email now; a push later): written in the same transaction as
// the message they tell of, so none is lost to a crash, and tried again with growing pauses while
// the mail server is down.
export default /* sql */ `
CREATE TABLE notification_outbox (
  id              INTEGER PRIMARY KEY,
  channel         TEXT NOT NULL,
  payload         TEXT NOT NULL,
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  last_error      TEXT
);
CREATE INDEX notification_outbox_due ON notification_outbox (next_attempt_at);
`;
