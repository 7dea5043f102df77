// The owner's collections of pieces (Bridal, Everyday, Gifts), each at an address of its own, and
// their pieces in the owner's order. A piece deleted from the catalogue leaves every collection.
export default /* sql */ `
CREATE TABLE collections (
  id             TEXT PRIMARY KEY,
  slug           TEXT NOT NULL UNIQUE,
  name           TEXT NOT NULL,
  description    TEXT NOT NULL DEFAULT '',
  name_bn        TEXT NOT NULL DEFAULT '',
  description_bn TEXT NOT NULL DEFAULT '',
  cover_image    TEXT NOT NULL DEFAULT '',
  position       INTEGER NOT NULL,
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL
);

CREATE TABLE collection_pieces (
  collection_id TEXT NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  jewelry_id    TEXT NOT NULL REFERENCES jewelry (id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  PRIMARY KEY (collection_id, jewelry_id)
);
CREATE INDEX collection_pieces_by_piece ON collection_pieces (jewelry_id);
`;
