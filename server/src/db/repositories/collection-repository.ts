import type { Database } from "better-sqlite3";
import type { Collection, CollectionWithPieces, NewCollection } from "#core/schemas/collection";
import type { JewelryItem } from "#core/schemas/jewelry";
import { newId } from "../ids";

interface CollectionRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  name_bn: string;
  description_bn: string;
  cover_image: string;
  created_at: string;
  updated_at: string;
}

interface PieceRow {
  collection_id: string;
  jewelry_id: string;
  image_url: string;
  updated_at: string;
}

const toCollection = (row: CollectionRow, pieces: readonly PieceRow[]): Collection => ({
  _id: row.id,
  slug: row.slug,
  name: row.name,
  description: row.description,
  bn: { name: row.name_bn, description: row.description_bn },
  coverImage: row.cover_image,
  pieceIds: pieces.map((piece) => piece.jewelry_id),
  cover: row.cover_image || (pieces[0]?.image_url ?? ""),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toParams = (id: string, input: NewCollection, at: string) => ({
  id,
  slug: input.slug,
  name: input.name,
  description: input.description,
  name_bn: input.bn?.name ?? "",
  description_bn: input.bn?.description ?? "",
  cover_image: input.coverImage,
  at,
});

/** Each collection's pieces, in order, by its id. */
const byCollection = (pieces: readonly PieceRow[]): Map<string, PieceRow[]> => {
  const grouped = new Map<string, PieceRow[]>();
  for (const piece of pieces)
    grouped.set(piece.collection_id, [...(grouped.get(piece.collection_id) ?? []), piece]);
  return grouped;
};

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;

/**
 * The owner's collections in the order they were made, each with its pieces in the owner's order. Pieces live in
 * the catalogue: a deleted one leaves every collection with it (the database cascades).
 */
export function createCollectionRepository(
  db: Database,
  now: () => Date,
  findPiece: (id: string) => JewelryItem | null,
) {
  const pieceColumns = "p.collection_id, p.jewelry_id, j.image_url, j.updated_at";
  const statements = {
    all: db.prepare<[], CollectionRow>("SELECT * FROM collections ORDER BY position"),
    allPieces: db.prepare<[], PieceRow>(
      `SELECT ${pieceColumns} FROM collection_pieces p JOIN jewelry j ON j.id = p.jewelry_id ORDER BY p.position`,
    ),
    byId: db.prepare<[string], CollectionRow>("SELECT * FROM collections WHERE id = ?"),
    bySlug: db.prepare<[string], CollectionRow>("SELECT * FROM collections WHERE slug = ?"),
    pieces: db.prepare<[string], PieceRow>(
      `SELECT ${pieceColumns} FROM collection_pieces p JOIN jewelry j ON j.id = p.jewelry_id
       WHERE p.collection_id = ? ORDER BY p.position`,
    ),
    insert: db.prepare(`INSERT INTO collections
      (id, slug, name, description, name_bn, description_bn, cover_image, position, created_at, updated_at)
      VALUES (@id, @slug, @name, @description, @name_bn, @description_bn, @cover_image,
              (SELECT COALESCE(MAX(position), 0) + 1 FROM collections), @at, @at)`),
    update: db.prepare(`UPDATE collections SET slug = @slug, name = @name, description = @description,
      name_bn = @name_bn, description_bn = @description_bn, cover_image = @cover_image, updated_at = @at
      WHERE id = @id`),
    remove: db.prepare<[string]>("DELETE FROM collections WHERE id = ?"),
    clearPieces: db.prepare<[string]>("DELETE FROM collection_pieces WHERE collection_id = ?"),
    addPiece: db.prepare<[string, string, number]>(
      "INSERT INTO collection_pieces (collection_id, jewelry_id, position) VALUES (?, ?, ?)",
    ),
  };

  const withPieces = (row: CollectionRow): Collection => toCollection(row, statements.pieces.all(row.id));
  const find = (id: string): Collection | null => {
    const row = statements.byId.get(id);
    return row ? withPieces(row) : null;
  };
  const setPieces = (id: string, pieceIds: readonly string[]) => {
    statements.clearPieces.run(id);
    pieceIds.forEach((pieceId, position) => {
      statements.addPiece.run(id, pieceId, position);
    });
  };

  return {
    list(): Collection[] {
      const pieces = byCollection(statements.allPieces.all());
      return statements.all.all().map((row) => toCollection(row, pieces.get(row.id) ?? []));
    },
    find,
    /** A collection with its pieces themselves, as its page shows them. */
    findBySlug(slug: string): CollectionWithPieces | null {
      const row = statements.bySlug.get(slug);
      if (!row) return null;
      const collection = withPieces(row);
      const pieces = collection.pieceIds.flatMap((id) => findPiece(id) ?? []);
      return { ...collection, pieces };
    },
    /** Whether another collection than `exceptId` has this address. */
    slugTaken(slug: string, exceptId?: string): boolean {
      const row = statements.bySlug.get(slug);
      return row !== undefined && row.id !== exceptId;
    },
    /** When each collection last changed, by its own save or any of its pieces' changes, for the sitemap. */
    lastChanges(): { slug: string; pieces: number; changedAt: string }[] {
      const pieces = byCollection(statements.allPieces.all());
      return statements.all.all().map((row) => {
        const own = pieces.get(row.id) ?? [];
        const changedAt = own.reduce(
          (newest, piece) => (piece.updated_at > newest ? piece.updated_at : newest),
          row.updated_at,
        );
        return { slug: row.slug, pieces: own.length, changedAt };
      });
    },
    create(input: NewCollection, at = now().toISOString()): Collection {
      const id = newId();
      db.transaction(() => {
        statements.insert.run(toParams(id, input, at));
        setPieces(id, input.pieceIds);
      })();
      return find(id) as Collection;
    },
    update(id: string, input: NewCollection): Collection | null {
      if (!statements.byId.get(id)) return null;
      db.transaction(() => {
        statements.update.run(toParams(id, input, now().toISOString()));
        setPieces(id, input.pieceIds);
      })();
      return find(id);
    },
    remove(id: string): Collection | null {
      const current = find(id);
      if (current) statements.remove.run(id);
      return current;
    },
  };
}
