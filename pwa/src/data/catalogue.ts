import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { JewelryChanges } from "#core/schemas/jewelry-changes";
import { revalidate } from "./api-client";
import { CATALOGUE_CURSOR, CATALOGUE_SYNCED_AT } from "./catalogue-keys";
import { deviceDatabase } from "./device-database";
import { useDeviceQuery } from "./device-query";
import { type ResourceState, refreshResource, useRefreshes } from "./resources";

/**
 * The catalogue's order, newest first, as the server lists it: by when an item was added, and by id
 * between items added in the same millisecond.
 */
export const newestFirst = (a: JewelryItem, b: JewelryItem): number =>
  a.createdAt === b.createdAt
    ? a._id < b._id
      ? 1
      : a._id > b._id
        ? -1
        : 0
    : a.createdAt < b.createdAt
      ? 1
      : -1;

let running: Promise<void> | null = null;

/**
 * Brings the device's copy of the catalogue up to date: asks for what changed after its cursor and
 * applies it in one transaction, or replaces the copy when the server answers the whole catalogue.
 * Concurrent calls share one request. An answer applied twice leaves the same copy.
 */
export function syncCatalogue(): Promise<void> {
  running ??= (async () => {
    const db = await deviceDatabase();
    const cursor = (await db.device.get(CATALOGUE_CURSOR))?.value;
    const query = cursor ? `?${new URLSearchParams({ since: cursor })}` : "";
    const answer = await revalidate(`${endpoints.jewelryChanges.path}${query}`, null);
    if (answer.status !== 200) return;
    const changes = answer.data as JewelryChanges;
    const syncedAt = new Date().toISOString();
    await db.transaction("rw", db.jewelry, db.device, async () => {
      if (changes.complete) await db.jewelry.clear();
      await db.jewelry.bulkPut(changes.items);
      await db.jewelry.bulkDelete(changes.removed);
      await db.device.bulkPut([
        { name: CATALOGUE_CURSOR, value: changes.cursor },
        { name: CATALOGUE_SYNCED_AT, value: syncedAt },
      ]);
    });
  })().finally(() => {
    running = null;
  });
  return running;
}

/**
 * Brings the device's copy of a public read up to date after a write on this device: the catalogue
 * by its change log, any other read by its ETag.
 */
export const refreshDeviceCopy = (path: string): Promise<void> =>
  path === endpoints.listJewelry.path ? syncCatalogue() : refreshResource(path);

interface StoredCatalogue {
  items: JewelryItem[];
  syncedAt: string;
}

/**
 * The whole catalogue, newest first, from the device's copy, kept up to date by `syncCatalogue`
 * (on mount, when the tab is shown again and when the network returns). The server never inlines
 * it in a page: a page renders from a part the server read for it until the copy is there.
 * `wanted: false` reads and syncs nothing (a page that needs the list only as a fallback).
 */
export function useCatalogue(wanted = true): ResourceState<JewelryItem[]> {
  const stored = useDeviceQuery<StoredCatalogue | null | undefined>(
    `catalogue:${wanted}`,
    async (db) => {
      if (!wanted) return null;
      const syncedAt = (await db.device.get(CATALOGUE_SYNCED_AT))?.value;
      if (!syncedAt) return null;
      return { items: (await db.jewelry.toArray()).sort(newestFirst), syncedAt };
    },
    undefined,
  );
  const { failure, retry } = useRefreshes(wanted ? "catalogue" : null, syncCatalogue, {
    justServed: false,
    servedFailure: null,
  });
  return {
    data: stored?.items,
    syncedAt: stored?.syncedAt ?? null,
    status: stored ? "ready" : failure ? "error" : "loading",
    offline: failure?.offline ?? false,
    errorStatus: failure?.status ?? null,
    retry,
  };
}
