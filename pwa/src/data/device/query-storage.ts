import { experimental_createQueryPersister, type PersistedQuery } from "@tanstack/query-persist-client-core";
import type { QueryFilters, QueryPersister } from "@tanstack/react-query";
import { deviceDatabase } from "./device-database";
import { STORED_QUERY_PREFIX, storedQueryKey } from "./stored-query";

interface KeptQueriesOptions {
  /** Which queries of the client are kept (all of them when absent). */
  filters?: QueryFilters;
  /** Asked just before each write: a query answered after this says no is not written back. */
  keepWhile?: () => boolean;
}

/**
 * Queries kept in the device's database, one row a query under `prefix`, as TanStack's persister
 * writes them, and kept for good (the device's copy is all there is offline). A failure is not
 * kept: only what was shown.
 */
export function keptQueries(prefix: string, { filters, keepWhile = () => true }: KeptQueriesOptions = {}) {
  return experimental_createQueryPersister<PersistedQuery>({
    prefix,
    // Its own refetch leaves a failure unhandled (offline, the usual case): the caller asks instead.
    refetchOnRestore: false,
    filters,
    maxAge: Number.POSITIVE_INFINITY,
    serialize: (query) => ({
      ...query,
      state: { ...query.state, error: null, fetchFailureReason: null, fetchStatus: "idle" },
    }),
    deserialize: (query) => query,
    storage: {
      getItem: async (key) => (await (await deviceDatabase()).queries.get(key))?.query,
      setItem: async (key, query) => {
        const db = await deviceDatabase();
        // Checked right before the write is queued, so a wipe queued after it always runs after it.
        if (keepWhile()) await db.queries.put({ key, query });
      },
      removeItem: async (key) => (await deviceDatabase()).queries.delete(key),
    },
  });
}

/** Forgets every query kept under `prefix`. */
export async function forgetKeptQueries(prefix: string): Promise<void> {
  await (await deviceDatabase()).queries.where("key").startsWith(`${prefix}-`).delete();
}

/**
 * The public reads on the device: restored when a page asks for one the page does not have yet,
 * offline too (ADR 033).
 */
export const devicePersister = keptQueries(STORED_QUERY_PREFIX, { filters: { queryKey: ["public"] } });

/** The device's copy of the public read of `path`, with when it was received, if it has one. */
export async function keptRead(path: string): Promise<{ data: unknown; receivedAt: number } | null> {
  const row = await (await deviceDatabase()).queries.get(storedQueryKey(path));
  return row ? { data: row.query.state.data, receivedAt: row.query.state.dataUpdatedAt } : null;
}

/**
 * A query's persister: the device's copy when the query has none in memory, then, when that copy is
 * older than the page's freshness, the server's, in the background.
 */
export const fromDeviceFirst: QueryPersister = async (queryFn, context, query) => {
  let asked = false;
  const ask: typeof queryFn = (queryContext) => {
    asked = true;
    return queryFn(queryContext);
  };
  const data = await devicePersister.persisterFn(ask, context, query);
  // Restored: once the copy's own time is back on the query, it may be stale.
  if (!asked)
    setTimeout(() => {
      if (query.isStale()) query.fetch().catch(() => undefined);
    }, 0);
  return data;
};
