import { experimental_createQueryPersister, type PersistedQuery } from "@tanstack/query-persist-client-core";
import type { QueryPersister } from "@tanstack/react-query";
import { deviceDatabase } from "./device-database";
import { STORED_QUERY_PREFIX, storedQueryKey } from "./stored-query";

/**
 * Public reads kept in the device's database, one row a query, as TanStack's persister writes them:
 * restored when a page asks for one the page does not have yet, offline too, and kept for good (the
 * device's copy is all there is offline). A failure is not kept: only what was shown.
 */
export const devicePersister = experimental_createQueryPersister<PersistedQuery>({
  prefix: STORED_QUERY_PREFIX,
  // Its own refetch leaves a failure unhandled (offline, the usual case): `fromDeviceFirst` asks instead.
  refetchOnRestore: false,
  filters: { queryKey: ["public"] },
  maxAge: Number.POSITIVE_INFINITY,
  serialize: (query) => ({
    ...query,
    state: { ...query.state, error: null, fetchFailureReason: null, fetchStatus: "idle" },
  }),
  deserialize: (query) => query,
  storage: {
    getItem: async (key) => (await (await deviceDatabase()).queries.get(key))?.query,
    setItem: async (key, query) => (await deviceDatabase()).queries.put({ key, query }),
    removeItem: async (key) => (await deviceDatabase()).queries.delete(key),
  },
});

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
