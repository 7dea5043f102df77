// The catalogue's change log, for devices that keep a copy (ADR 025): every write to an item takes
// the next number of one sequence, a removed item leaves its id behind with its number, and a
// device asks for what changed after the last number it saw. The log's name changes when the
// database is swapped for another (a restore), so a number from the old one is never trusted.
export default /* sql */ `
CREATE TABLE jewelry_log (
  only              INTEGER PRIMARY KEY CHECK (only = 1),
  name              TEXT NOT NULL,
  last_change       INTEGER NOT NULL,
  forgotten_through INTEGER NOT NULL
);

ALTER TABLE jewelry ADD COLUMN change INTEGER NOT NULL DEFAULT 0;
UPDATE jewelry SET change = rowid;
CREATE INDEX jewelry_by_change ON jewelry (change);

CREATE TABLE jewelry_removed (
  id         TEXT PRIMARY KEY,
  change     INTEGER NOT NULL,
  removed_at TEXT NOT NULL
);
CREATE INDEX jewelry_removed_by_change ON jewelry_removed (change);

INSERT INTO jewelry_log (only, name, last_change, forgotten_through)
  VALUES (1, lower(hex(randomblob(8))), (SELECT COALESCE(MAX(rowid), 0) FROM jewelry), 0);
`;
