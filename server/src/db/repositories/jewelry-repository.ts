import type { Database } from "better-sqlite3";
import type { MakingCharge, PieceEstimateChoice } from "#core/piece-estimate";
import type { JewelryItem, JewelryPatch, NewJewelry } from "#core/schemas/jewelry";
import type { JewelryChanges } from "#core/schemas/jewelry-changes";
import { newId } from "../ids";

/** How long a removed item's id is kept for devices that were away: longer away, they download everything. */
export const REMOVALS_KEPT_DAYS = 365;

interface JewelryRow {
  id: string;
  name: string;
  description: string;
  name_bn: string;
  description_bn: string;
  category: JewelryItem["category"];
  metal: JewelryItem["metal"];
  purity: string;
  weight: number;
  image_url: string;
  images: string;
  pairs_with: string;
  estimate: PieceEstimateChoice;
  making_charge: string | null;
  stone_value: number | null;
  featured: 0 | 1;
  created_at: string;
  updated_at: string;
  change: number;
}

interface LogRow {
  name: string;
  last_change: number;
  forgotten_through: number;
}

const toItem = (row: JewelryRow): JewelryItem => ({
  _id: row.id,
  name: row.name,
  description: row.description,
  category: row.category,
  metal: row.metal,
  purity: row.purity,
  weight: row.weight,
  imageUrl: row.image_url,
  images: JSON.parse(row.images) as string[],
  featured: row.featured === 1,
  pairsWith: JSON.parse(row.pairs_with) as string[],
  estimate: row.estimate,
  makingCharge: row.making_charge === null ? null : (JSON.parse(row.making_charge) as MakingCharge),
  stoneValue: row.stone_value,
  bn: { name: row.name_bn, description: row.description_bn },
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const toParams = (item: JewelryItem, change: number) => ({
  change,
  id: item._id,
  name: item.name,
  description: item.description,
  name_bn: item.bn?.name ?? "",
  description_bn: item.bn?.description ?? "",
  category: item.category,
  metal: item.metal,
  purity: item.purity,
  weight: item.weight,
  image_url: item.imageUrl,
  images: JSON.stringify(item.images),
  pairs_with: JSON.stringify(item.pairsWith ?? []),
  estimate: item.estimate ?? "shop",
  making_charge: item.makingCharge ? JSON.stringify(item.makingCharge) : null,
  stone_value: item.stoneValue ?? null,
  featured: item.featured ? 1 : 0,
  created_at: item.createdAt,
  updated_at: item.updatedAt,
});

/**
 * Renames the change log of a database swapped in for another (a restore): the numbers devices hold
 * came from the other database's log, and one of them may point past changes this one never had.
 * Each device then downloads the catalogue again on its next sync.
 */
export function startNewChangeLog(db: Database): void {
  db.prepare("UPDATE jewelry_log SET name = lower(hex(randomblob(8)))").run();
}

export type JewelryRepository = ReturnType<typeof createJewelryRepository>;

export function createJewelryRepository(db: Database, now: () => Date) {
  // The order devices sort their copies in too: by id between items added in the same millisecond.
  const newestFirst = "ORDER BY created_at DESC, id DESC";
  const statements = {
    all: db.prepare<[], JewelryRow>(`SELECT * FROM jewelry ${newestFirst}`),
    // The owner's order first; pieces featured since, newest first, after them.
    featured: db.prepare<[], JewelryRow>(
      `SELECT * FROM jewelry WHERE featured = 1
       ORDER BY featured_position IS NULL, featured_position, created_at DESC, id DESC`,
    ),
    featuredIds: db.prepare<[], string>("SELECT id FROM jewelry WHERE featured = 1").pluck(),
    clearFeaturedOrder: db.prepare("UPDATE jewelry SET featured_position = NULL"),
    placeFeatured: db.prepare<[number, string]>("UPDATE jewelry SET featured_position = ? WHERE id = ?"),
    changes: db.prepare<[], { id: string; updated_at: string }>(
      `SELECT id, updated_at FROM jewelry ${newestFirst}`,
    ),
    byId: db.prepare<[string], JewelryRow>("SELECT * FROM jewelry WHERE id = ?"),
    exists: db.prepare<[string], number>("SELECT 1 FROM jewelry WHERE id = ?").pluck(),
    count: db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM jewelry"),
    insert: db.prepare(`INSERT INTO jewelry
      (id, name, description, name_bn, description_bn, category, metal, purity, weight, image_url, images,
       pairs_with, estimate, making_charge, stone_value, featured, created_at, updated_at, change)
      VALUES (@id, @name, @description, @name_bn, @description_bn, @category, @metal, @purity, @weight,
              @image_url, @images, @pairs_with, @estimate, @making_charge, @stone_value, @featured,
              @created_at, @updated_at, @change)`),
    update: db.prepare(`UPDATE jewelry SET name = @name, description = @description, name_bn = @name_bn,
      description_bn = @description_bn, category = @category,
      metal = @metal, purity = @purity, weight = @weight, image_url = @image_url, images = @images,
      pairs_with = @pairs_with, estimate = @estimate, making_charge = @making_charge,
      stone_value = @stone_value, featured = @featured, updated_at = @updated_at, change = @change,
      -- Unfeatured, a piece leaves the order: featured again, it joins the end like any new one.
      featured_position = CASE WHEN @featured = 1 THEN featured_position END WHERE id = @id`),
    remove: db.prepare<[string]>("DELETE FROM jewelry WHERE id = ?"),
    pairedWith: db.prepare<[string], JewelryRow>(
      "SELECT jewelry.* FROM jewelry, json_each(jewelry.pairs_with) WHERE json_each.value = ?",
    ),
    log: db.prepare<[], LogRow>("SELECT name, last_change, forgotten_through FROM jewelry_log"),
    nextChange: db.prepare<[], { last_change: number }>(
      "UPDATE jewelry_log SET last_change = last_change + 1 RETURNING last_change",
    ),
    changedAfter: db.prepare<[number], JewelryRow>("SELECT * FROM jewelry WHERE change > ? ORDER BY change"),
    everyAfterId: db.prepare<[string, number], JewelryRow>(
      "SELECT * FROM jewelry WHERE id > ? ORDER BY id LIMIT ?",
    ),
    removedAfter: db.prepare<[number], { id: string }>(
      "SELECT id FROM jewelry_removed WHERE change > ? ORDER BY change",
    ),
    recordRemoval: db.prepare<[string, number, string]>(
      "INSERT OR REPLACE INTO jewelry_removed (id, change, removed_at) VALUES (?, ?, ?)",
    ),
    forgetRemovalsBefore: db.prepare<
      [string]
    >(`UPDATE jewelry_log SET forgotten_through = MAX(forgotten_through,
      COALESCE((SELECT MAX(change) FROM jewelry_removed WHERE removed_at < ?), 0))`),
    dropRemovalsBefore: db.prepare<[string]>("DELETE FROM jewelry_removed WHERE removed_at < ?"),
  };

  /** The next number of the change log; called inside the write's transaction. */
  const nextChange = (): number => {
    const row = statements.nextChange.get();
    if (!row) throw new Error("The catalogue's change log has no row: migration 8 did not run");
    return row.last_change;
  };

  const cursorOf = (log: LogRow, change: number) => `${log.name}.${change}`;

  /** The log position a cursor names, or null when it is from another log (a restored database). */
  const positionIn = (log: LogRow, cursor: string | undefined): number | null => {
    if (!cursor) return null;
    const [name, change] = cursor.split(".");
    return name === log.name ? Number(change) : null;
  };

  /** Whether the log reaches back to the cursor, so its changes (not the whole catalogue) answer it. */
  const answersCursor = (log: LogRow, cursor: string | undefined): boolean => {
    const since = positionIn(log, cursor);
    return since !== null && since >= log.forgotten_through && since <= log.last_change;
  };

  const find = (id: string): JewelryItem | null => {
    const row = statements.byId.get(id);
    return row ? toItem(row) : null;
  };

  const create = (input: NewJewelry, at = now().toISOString()): JewelryItem => {
    const { bn, ...texts } = input;
    const item: JewelryItem = {
      _id: newId(),
      ...texts,
      pairsWith: texts.pairsWith ?? [],
      estimate: texts.estimate ?? "shop",
      makingCharge: texts.makingCharge ?? null,
      stoneValue: texts.stoneValue ?? null,
      bn: { name: bn?.name ?? "", description: bn?.description ?? "" },
      createdAt: at,
      updatedAt: at,
    };
    db.transaction(() => statements.insert.run(toParams(item, nextChange())))();
    return item;
  };

  return {
    list: (): JewelryItem[] => statements.all.all().map(toItem),
    listFeatured: (): JewelryItem[] => statements.featured.all().map(toItem),
    /**
     * Puts the featured pieces in the owner's order, `ids` first to last; false, changing nothing,
     * when one of them is not featured (unfeatured or deleted since the owner's list was read).
     */
    orderFeatured(ids: readonly string[]): boolean {
      return db.transaction(() => {
        const featured = new Set(statements.featuredIds.all());
        if (!ids.every((id) => featured.has(id))) return false;
        statements.clearFeaturedOrder.run();
        for (const [index, id] of ids.entries()) statements.placeFeatured.run(index + 1, id);
        return true;
      })();
    },
    /** Each item's id and last change, newest first: a tenth of the time of the whole list for 50,000. */
    listChanges: (): { id: string; updatedAt: string }[] =>
      statements.changes.all().map((row) => ({ id: row.id, updatedAt: row.updated_at })),
    count: (): number => statements.count.get()?.count ?? 0,
    /**
     * What a device's copy lacks: the items changed and the ids removed after its cursor, or the whole
     * catalogue when it has no cursor or the log no longer reaches back to it, by id, `limit` items
     * after the id `after` at a time.
     */
    changesSince(
      cursor: string | undefined,
      { after = "", limit = Number.MAX_SAFE_INTEGER }: { after?: string; limit?: number } = {},
    ): JewelryChanges {
      const log = statements.log.get();
      if (!log) throw new Error("The catalogue's change log has no row: migration 8 did not run");
      const since = positionIn(log, cursor);
      if (since === null || !answersCursor(log, cursor)) {
        const rows = statements.everyAfterId.all(after, limit);
        return {
          cursor: cursorOf(log, log.last_change),
          complete: true,
          items: rows.map(toItem),
          removed: [],
          next: rows.length === limit ? (rows.at(-1)?.id ?? null) : null,
        };
      }
      return {
        cursor: cursorOf(log, log.last_change),
        complete: false,
        items: statements.changedAfter.all(since).map(toItem),
        removed: statements.removedAfter.all(since).map((row) => row.id),
        next: null,
      };
    },
    /** Whether `changesSince(cursor)` answers with changes rather than the whole catalogue. */
    knowsCursor(cursor: string): boolean {
      const log = statements.log.get();
      return log !== undefined && answersCursor(log, cursor);
    },
    find,
    /** Whether an item has this id: a look-up of the key, not a read of the item. */
    exists: (id: string): boolean => statements.exists.get(id) !== undefined,
    create: (input: NewJewelry): JewelryItem => create(input),
    /**
     * Inserts many in one transaction, each a millisecond older than the one before it, so the first
     * of the list is first in the newest-first order; answers them in the order given.
     */
    createMany(inputs: readonly NewJewelry[]): JewelryItem[] {
      const newest = now().getTime();
      return db.transaction(() =>
        inputs.map((input, at) => create(input, new Date(newest - at).toISOString())),
      )();
    },
    update(id: string, patch: JewelryPatch): JewelryItem | null {
      const current = find(id);
      if (!current) return null;
      const { bn, ...fields } = patch;
      const updated: JewelryItem = {
        ...current,
        ...fields,
        bn: {
          name: bn?.name ?? current.bn?.name ?? "",
          description: bn?.description ?? current.bn?.description ?? "",
        },
        updatedAt: now().toISOString(),
      };
      db.transaction(() => statements.update.run(toParams(updated, nextChange())))();
      return updated;
    },
    remove(id: string): JewelryItem | null {
      const current = find(id);
      if (!current) return null;
      const at = now();
      const forgetBefore = new Date(at.getTime() - REMOVALS_KEPT_DAYS * 86_400_000).toISOString();
      db.transaction(() => {
        statements.remove.run(id);
        statements.recordRemoval.run(id, nextChange(), at.toISOString());
        // The pieces it was paired with stop naming it, and devices learn so with their next sync.
        for (const row of statements.pairedWith.all(id)) {
          const item = toItem(row);
          const pairsWith = (item.pairsWith ?? []).filter((paired) => paired !== id);
          statements.update.run(toParams({ ...item, pairsWith, updatedAt: at.toISOString() }, nextChange()));
        }
        statements.forgetRemovalsBefore.run(forgetBefore);
        statements.dropRemovalsBefore.run(forgetBefore);
      })();
      return current;
    },
  };
}
