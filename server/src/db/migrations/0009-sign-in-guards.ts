// Second-factor codes entered wrong, per admin, for a day: the next code waits longer with each one
// (ADR 030). The browser each session signed in from, and a generation of known browsers that
// "sign out other devices" moves on, so the browsers it signs out are strangers again.
export default /* sql */ `
CREATE TABLE admin_wrong_codes (
  id       INTEGER PRIMARY KEY,
  admin_id TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  at       TEXT NOT NULL
);
CREATE INDEX admin_wrong_codes_by_admin ON admin_wrong_codes (admin_id, at);

ALTER TABLE admins ADD COLUMN device_generation INTEGER NOT NULL DEFAULT 0;
ALTER TABLE admin_sessions ADD COLUMN device_id TEXT;
`;
