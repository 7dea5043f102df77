import { useEffect, useState } from "react";
import { buildPath, endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import { usePublicReads } from "../../data/api/public-reads";
import type { ShopDatabase } from "../../data/device/db";
import { deviceDatabase, keptBeforeThisPageOpened } from "../../data/device/device-database";
import { useDeviceQuery } from "../../data/device/device-query";

/** A piece on the visitor's list: its id, and the piece as the device's copy of the catalogue holds it. */
export interface ListedPiece {
  id: string;
  /** Null when the copy lacks it: not synced yet, or gone from the shop. */
  item: JewelryItem | null;
}

/** The list, in the order the pieces were added, each with the device's copy of it. */
async function readList(db: ShopDatabase): Promise<ListedPiece[]> {
  const kept = (await db.favourites.toArray()).sort((a, b) => a.addedAt.localeCompare(b.addedAt));
  const items = await db.jewelry.bulkGet(kept.map(({ id }) => id));
  return kept.map(({ id }, index) => ({ id, item: items[index] ?? null }));
}

export const readMyListIds = async (db: ShopDatabase): Promise<string[]> =>
  (await db.favourites.toArray()).map(({ id }) => id);

/**
 * The visitor's list as it changes, in this tab or another; null until the device has answered. A
 * device that kept nothing before this page has no list: it is empty at once, and no database code loads.
 */
export function useMyList(): ListedPiece[] | null {
  const [keptNothing, setKeptNothing] = useState(false);
  useEffect(() => {
    void keptBeforeThisPageOpened().then((kept) => setKeptNothing(!kept));
  }, []);
  const list = useDeviceQuery<ListedPiece[] | null>("my-list", readList, null);
  return list ?? (keptNothing ? NOTHING : null);
}

const NOTHING: ListedPiece[] = [];

/**
 * The list's pieces as items: from the device's copy of the catalogue, and those it lacks (not synced
 * yet) read from the shop; a piece the shop no longer has is left out.
 */
export function useListedItems(list: readonly ListedPiece[]): JewelryItem[] {
  const missing = list.filter(({ item }) => item === null).map(({ id }) => id);
  const read = usePublicReads<JewelryItem>(missing.map((id) => buildPath(endpoints.getJewelry.path, { id })));
  const fromShop = new Map(missing.map((id, index) => [id, read[index]]));
  return list.flatMap(({ id, item }) => {
    const found = item ?? fromShop.get(id);
    return found ? [found] : [];
  });
}

/** Adds pieces to the end of the list, each once; one already on it keeps its place. */
export async function addToMyList(ids: readonly string[]): Promise<void> {
  const db = await deviceDatabase();
  const at = Date.now();
  await db.transaction("rw", db.favourites, async () => {
    const kept = new Set(
      (await db.favourites.bulkGet([...ids])).flatMap((found) => (found ? [found.id] : [])),
    );
    await db.favourites.bulkPut(
      ids
        .filter((id) => !kept.has(id))
        .map((id, index) => ({ id, addedAt: new Date(at + index).toISOString() })),
    );
  });
}

export async function removeFromMyList(id: string): Promise<void> {
  await (await deviceDatabase()).favourites.delete(id);
}
