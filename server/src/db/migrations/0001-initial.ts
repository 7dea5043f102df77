export default /* sql */ `
CREATE TABLE jewelry (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  description TEXT NOT NULL,
  category    TEXT NOT NULL,
  metal       TEXT NOT NULL,
  purity      TEXT NOT NULL,
  weight      REAL NOT NULL CHECK (weight >= 0),
  image_url   TEXT NOT NULL,
  images      TEXT NOT NULL DEFAULT '[]',
  featured    INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0, 1)),
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX jewelry_by_newest ON jewelry (created_at DESC);

CREATE TABLE settings (
  section    TEXT PRIMARY KEY,
  value      TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE contact_messages (
  id              TEXT PRIMARY KEY,
  first_name      TEXT NOT NULL,
  last_name       TEXT NOT NULL,
  phone           TEXT NOT NULL,
  message         TEXT NOT NULL,
  status          TEXT NOT NULL DEFAULT 'unread' CHECK (status IN ('unread', 'read', 'replied')),
  created_at      TEXT NOT NULL,
  idempotency_key TEXT UNIQUE
);
CREATE INDEX contact_messages_by_newest ON contact_messages (created_at DESC);

CREATE TABLE admins (
  id            TEXT PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  email         TEXT NOT NULL DEFAULT '',
  password_hash TEXT NOT NULL,
  token_version INTEGER NOT NULL DEFAULT 1,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);

CREATE TABLE rate_boards (
  id           INTEGER PRIMARY KEY,
  effective_at TEXT NOT NULL,
  created_at   TEXT NOT NULL,
  created_by   TEXT NOT NULL,
  withdrawn_at TEXT
);
CREATE INDEX rate_boards_by_effective ON rate_boards (effective_at DESC);

CREATE TABLE rate_prices (
  board_id       INTEGER NOT NULL REFERENCES rate_boards (id) ON DELETE CASCADE,
  metal          TEXT NOT NULL CHECK (metal IN ('gold', 'silver')),
  grade          TEXT NOT NULL,
  price_per_gram INTEGER NOT NULL CHECK (price_per_gram > 0),
  PRIMARY KEY (board_id, metal, grade)
);

CREATE TABLE audit_log (
  id          INTEGER PRIMARY KEY,
  at          TEXT NOT NULL,
  actor       TEXT NOT NULL,
  action      TEXT NOT NULL,
  entity_type TEXT NOT NULL,
  entity_id   TEXT NOT NULL,
  entity_name TEXT NOT NULL
);

CREATE TABLE app_flags (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;
