// Two-factor sign-in with an authenticator app: the admin's TOTP secret once confirmed (and the one
// being set up until then), the last time step a code was accepted for (so no code works twice), and
// the one-time recovery codes, stored as hashes.
export default /* sql */ `
ALTER TABLE admins ADD COLUMN totp_secret TEXT;
ALTER TABLE admins ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE admins ADD COLUMN totp_enabled_at TEXT;
ALTER TABLE admins ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0;

CREATE TABLE admin_recovery_codes (
  admin_id  TEXT NOT NULL REFERENCES admins (id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at   TEXT,
  PRIMARY KEY (admin_id, code_hash)
);
`;
