// The admin's devices that asked for a notification of each new message (Web Push): the push
// service's address for each, and the keys the payload is encrypted with.
export default /* sql */ `
CREATE TABLE push_subscriptions (
  id         TEXT PRIMARY KEY,
  admin_id   TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  endpoint   TEXT NOT NULL UNIQUE,
  p256dh     TEXT NOT NULL,
  auth       TEXT NOT NULL,
  user_agent TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
