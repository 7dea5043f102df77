// One row per signed-in browser: signing out deletes it, so a copied token stops working at once.
// Created, last-used, browser and address are kept for a later list of signed-in devices.
export default /* sql */ `
CREATE TABLE admin_sessions (
  id           TEXT PRIMARY KEY,
  admin_id     TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  created_at   TEXT NOT NULL,
  last_used_at TEXT NOT NULL,
  expires_at   TEXT NOT NULL,
  user_agent   TEXT NOT NULL DEFAULT '',
  address      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX admin_sessions_by_admin ON admin_sessions (admin_id);
CREATE INDEX admin_sessions_by_expiry ON admin_sessions (expires_at);
`;
