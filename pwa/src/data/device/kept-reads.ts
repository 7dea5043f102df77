import { endpoints } from "#core/endpoints";
import { answered, type PageRead } from "#core/page-render";
import { FIRST_HISTORY, historyPath } from "#core/rate-history-path";
import { ApiError, revalidate } from "../api/api-client";
import type { ShopDatabase } from "./db";
import { storedQuery, storedQueryKey } from "./stored-query";

/*
 * The device's copy of the public reads, kept without a page's queries: by the service worker, off
 * the page's thread, from the reads a page was rendered with (ADR 042). React-free, as the worker
 * is.
 */

/** How the reads reach the API: over the network in the browser, in process on the server. */
export type PublicReader = (
  path: string,
  known: PageRead | undefined,
  signal?: AbortSignal,
) => Promise<PageRead>;

/** Asks for a copy newer than `known` (by its ETag): a 304 keeps it. */
export const overTheNetwork: PublicReader = async (path, known, signal) => {
  try {
    const answer = await revalidate(path, answered(known) ? known.etag : null, signal);
    return answer.status === 304 && known ? known : (answer as PageRead);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { status: 404 };
    throw error;
  }
};

/** A read newer than this is not asked again: the page the server just sent, a board kept moments ago. */
export const FRESH_FOR_MS = 30_000;

/**
 * Today's rate board and the history the rates page opens on: the device keeps them whatever page a
 * visit opened, so the rates page, the price estimator and anything showing the rate open offline
 * after any visit.
 */
export const RATE_BOARD_READS: readonly string[] = [
  endpoints.getGoldRates.path,
  historyPath(FIRST_HISTORY.metal, FIRST_HISTORY.grade, FIRST_HISTORY.days),
];

/** A read a page was rendered with: its answer, and when it was received. */
export interface KeptRead {
  path: string;
  answer: PageRead;
  receivedAt: number;
}

/** What a page sends the service worker to keep its reads (and today's board) on the device. */
export const KEEP_READS = "KEEP_READS";
export interface KeepReadsMessage {
  type: typeof KEEP_READS;
  reads: KeptRead[];
}

/**
 * Brings the device's copy of `path` up to date by its ETag, unless it was received `FRESH_FOR_MS`
 * ago at most. Offline or with the server down, the copy stays as it was.
 */
async function refreshKeptRead(db: ShopDatabase, path: string): Promise<void> {
  const kept = (await db.queries.get(storedQueryKey(path)))?.query.state;
  if (kept && Date.now() - kept.dataUpdatedAt < FRESH_FOR_MS) return;
  try {
    const answer = await overTheNetwork(path, kept?.data as PageRead | undefined);
    await db.queries.put(storedQuery(path, answer, Date.now()));
  } catch {
    // The next visit, or the next sync, brings it.
  }
}

/**
 * Brings the device's copy of today's board up to date but for the reads in `except` (a page's own):
 * a few hundred bytes when it has not changed. A board kept moments ago (by the catalogue's sync,
 * say) is kept as it is.
 */
export const refreshRateBoard = (
  db: ShopDatabase,
  except: ReadonlySet<string> = new Set(),
): Promise<unknown> =>
  Promise.all(RATE_BOARD_READS.filter((path) => !except.has(path)).map((path) => refreshKeptRead(db, path)));

/** Keeps a page's reads as the page's queries would, and today's board with them unless the page read it. */
export async function keepReads(db: ShopDatabase, reads: readonly KeptRead[]): Promise<void> {
  await db.queries.bulkPut(
    reads.map(({ path, answer, receivedAt }) => storedQuery(path, answer, receivedAt)),
  );
  await refreshRateBoard(db, new Set(reads.map(({ path }) => path)));
}
