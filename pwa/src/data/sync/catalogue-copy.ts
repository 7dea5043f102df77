import { CATALOGUE_PART_SIZE } from "#core/catalogue-parts";
import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { JewelryChanges } from "#core/schemas/jewelry-changes";
import { revalidate } from "../api/api-client";
import type { ShopDatabase } from "../device/db";
import { CATALOGUE_CURSOR, CATALOGUE_SYNCED_AT } from "../device/device-names";

/*
 * The device's copy of the catalogue, kept item by item by the server's change log (ADR 025), by a
 * page or by the service worker (ADR 042). React-free, as the worker is.
 */

/** How a part of a whole catalogue is written: at once off the page's thread, in short writes on it. */
export type StorePart = (db: ShopDatabase, items: readonly JewelryItem[]) => Promise<unknown>;

export const storeAtOnce: StorePart = (db, items) => db.jewelry.bulkPut([...items]);

const changesPath = (query: Record<string, string>) =>
  `${endpoints.jewelryChanges.path}?${new URLSearchParams({ ...query, limit: String(CATALOGUE_PART_SIZE) })}`;

async function fetchChanges(query: Record<string, string>): Promise<JewelryChanges> {
  const answer = await revalidate(changesPath(query), null);
  if (answer.status !== 200) throw new Error("The catalogue's changes were answered without a body");
  return answer.data as JewelryChanges;
}

/** Whether a page was rendered with a part of the catalogue: the service worker then keeps all of it. */
export const readsCataloguePart = (paths: readonly string[]): boolean =>
  paths.some(
    (path) => path.startsWith(`${endpoints.jewelryPage.path}?`) || path === endpoints.jewelryPage.path,
  );

/**
 * Asks for what changed after the copy's cursor and applies it in one transaction. When the server
 * answers the whole catalogue instead (a first visit, a cursor the log no longer reaches), the copy
 * is replaced part by part, and counts as the device's copy (cursor and time) only once the last
 * part is in. An answer applied twice leaves the same copy.
 */
async function syncItems(db: ShopDatabase, storePart: StorePart): Promise<void> {
  const cursor = (await db.device.get(CATALOGUE_CURSOR))?.value;
  let changes = await fetchChanges(cursor ? { since: cursor } : {});
  if (!changes.complete) {
    await db.transaction("rw", db.jewelry, db.device, async () => {
      await db.jewelry.bulkPut(changes.items);
      await db.jewelry.bulkDelete(changes.removed);
      await db.device.bulkPut([
        { name: CATALOGUE_CURSOR, value: changes.cursor },
        { name: CATALOGUE_SYNCED_AT, value: new Date().toISOString() },
      ]);
    });
    return;
  }
  // What changes while the parts come, a sync from the first part's cursor brings.
  const startedAt = changes.cursor;
  await db.transaction("rw", db.jewelry, db.device, async () => {
    await db.jewelry.clear();
    await db.device.bulkDelete([CATALOGUE_CURSOR, CATALOGUE_SYNCED_AT]);
  });
  // Each part is asked for while the one before is stored.
  for (;;) {
    const following = changes.next === null ? null : fetchChanges({ after: changes.next });
    // Should storing fail, the part asked for is not awaited: its failure is not news.
    following?.catch(() => undefined);
    await storePart(db, changes.items);
    if (!following) break;
    changes = await following;
  }
  await db.device.bulkPut([
    { name: CATALOGUE_CURSOR, value: startedAt },
    { name: CATALOGUE_SYNCED_AT, value: new Date().toISOString() },
  ]);
}

/**
 * Brings the device's copy of the catalogue up to date. One sync at a time across the site's tabs
 * and its service worker, where the browser has Web Locks: the next one asks only for what the one
 * before left to change.
 */
export function syncCatalogueCopy(db: ShopDatabase, storePart: StorePart): Promise<void> {
  const run = () => syncItems(db, storePart);
  return typeof navigator !== "undefined" && navigator.locks
    ? navigator.locks.request("catalogue-sync", run)
    : run();
}
