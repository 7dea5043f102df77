import { type QueryFunction, useQuery } from "@tanstack/react-query";
import { CATALOGUE_PART_SIZE } from "#core/catalogue-parts";
import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import { type PublicRead, readState, refreshPublicRead, usePublicQueries } from "../api/public-reads";
import type { ShopDatabase } from "../device/db";
import { deviceDatabase } from "../device/device-database";
import { CATALOGUE_CURSOR, CATALOGUE_SYNCED_AT } from "../device/device-names";
import { refreshRateBoard } from "../device/kept-reads";
import { type StorePart, syncCatalogueCopy } from "./catalogue-copy";
import { idleMoment, runInIdleMoments } from "./idle-moment";

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

/**
 * Items stored in one write: copying an item into the database is main-thread work, and a write of
 * a whole part was a long task on a slow phone; a few dozen take a few milliseconds.
 */
const ITEMS_A_WRITE = 25;

/**
 * Stores a part of the catalogue a few dozen items a write, in idle moments: as many writes in one
 * as it has time for.
 */
const storeInIdleMoments: StorePart = (db, items) => {
  const writes: (() => Promise<unknown>)[] = [];
  for (let from = 0; from < items.length; from += ITEMS_A_WRITE) {
    writes.push(() => db.jewelry.bulkPut(items.slice(from, from + ITEMS_A_WRITE)));
  }
  return runInIdleMoments(writes, 500);
};

let running: Promise<void> | null = null;

/**
 * Brings the device's copy of the catalogue up to date, and today's rate board with it. Concurrent
 * calls share one run. The board's failure is not the catalogue's: its copy stays as it was.
 */
export function syncCatalogue(): Promise<void> {
  running ??= deviceDatabase()
    .then((db) => Promise.all([syncCatalogueCopy(db, storeInIdleMoments), refreshRateBoard(db)]))
    .then(() => undefined)
    .finally(() => {
      running = null;
    });
  return running;
}

/** The device's copy, read a part at a time, each in an idle moment, so a long one never freezes the page. */
async function readCopy(db: ShopDatabase): Promise<JewelryItem[]> {
  const items: JewelryItem[] = [];
  for (let last = ""; ; ) {
    const part = await db.jewelry
      .where(":id")
      .above(last)
      .limit(CATALOGUE_PART_SIZE * 2)
      .toArray();
    items.push(...part);
    const end = part.at(-1);
    if (!end || part.length < CATALOGUE_PART_SIZE * 2) return items.sort(newestFirst);
    last = end._id;
    await idleMoment(500);
  }
}

/**
 * Brings the device's copy of a public read up to date after a write on this device: the catalogue
 * by its change log, any other read by its ETag.
 */
export const refreshDeviceCopy = (path: string): Promise<void> =>
  path === endpoints.listJewelry.path ? syncCatalogue() : refreshPublicRead(path);

/** The device's copy: its items, newest first, when it was synced and what marks its content. */
interface Copy {
  items: JewelryItem[];
  syncedAt: string;
  /** The cursor, which changes only when the catalogue did (the sync time, on a copy kept from before cursors). */
  version: string;
}

async function copyState(db: ShopDatabase): Promise<Omit<Copy, "items"> | null> {
  const [synced, cursor] = await db.device.bulkGet([CATALOGUE_SYNCED_AT, CATALOGUE_CURSOR]);
  // No sync time: none yet, or one being replaced while its parts come.
  return synced ? { syncedAt: synced.value, version: cursor?.value ?? synced.value } : null;
}

async function storedCopy(shown?: Copy | null): Promise<Copy | null> {
  const db = await deviceDatabase();
  const state = await copyState(db);
  if (!state) return null;
  // The same content as shown keeps its items: read again only when a sync changed it.
  if (shown?.version === state.version) return { ...shown, ...state };
  return { ...state, items: await readCopy(db) };
}

const catalogueKey = ["device", "catalogue"];

/**
 * The catalogue's query: the device's copy at once when there is one, a sync following; after that
 * each run syncs, then reads what changed.
 */
const catalogueQuery: QueryFunction<Copy | null> = async ({ client, queryKey }) => {
  const shown = client.getQueryData<Copy | null>(queryKey);
  if (shown === undefined) {
    const stored = await storedCopy();
    if (stored) {
      setTimeout(() => void client.refetchQueries({ queryKey, exact: true }), 0);
      return stored;
    }
  }
  await syncCatalogue();
  return storedCopy(shown);
};

/**
 * The whole catalogue, newest first, from the device's copy, kept up to date by `syncCatalogue`
 * (when a page first needs it, when the tab is shown again and when the network returns). The
 * server never inlines it in a page: a page renders from a part the server read for it until the
 * copy is there. `wanted: false` reads and syncs nothing (a page that needs the list only as a fallback).
 */
export function useCatalogue(wanted = true): PublicRead<JewelryItem[]> {
  const query = useQuery(
    { queryKey: catalogueKey, queryFn: catalogueQuery, enabled: wanted, structuralSharing: false },
    usePublicQueries(),
  );
  return readState(query, query.data?.items, query.data?.syncedAt ?? null);
}
