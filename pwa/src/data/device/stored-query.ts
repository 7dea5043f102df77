import type { PersistedQuery } from "@tanstack/query-persist-client-core";
import { hashKey } from "@tanstack/react-query";
import type { PageRead } from "#core/page-render";

/** A read of the public API's `path`, as the site's queries name it (ADR 033). */
export const publicReadKey = (path: string) => ["public", path] as const;

/** What the persister names a query's row: this prefix, then the query's hash. */
export const STORED_QUERY_PREFIX = "public-read";

/** The row a public read of `path` is kept under. */
export const storedQueryKey = (path: string) => `${STORED_QUERY_PREFIX}-${hashKey(publicReadKey(path))}`;

/**
 * A public read's row as the persister writes it, for what keeps reads without a query cache: the
 * service worker and a page with none in control (ADR 042), the upgrade of answers kept before reads
 * were queries, and tests.
 */
export function storedQuery(path: string, answer: PageRead, receivedAt: number) {
  const queryKey = publicReadKey(path);
  const queryHash = hashKey(queryKey);
  const query: PersistedQuery = {
    buster: "",
    queryHash,
    queryKey: [...queryKey],
    state: {
      data: answer,
      dataUpdatedAt: receivedAt,
      dataUpdateCount: 1,
      error: null,
      errorUpdatedAt: 0,
      errorUpdateCount: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: "success",
      fetchStatus: "idle",
    },
  };
  return { key: storedQueryKey(path), query };
}
