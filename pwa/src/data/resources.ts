import { useCallback, useEffect, useState } from "react";
import type { PageReads } from "#core/page-render";
import { ApiError, NetworkError, revalidate } from "./api-client";
import type { CachedResource } from "./db";
import { deviceDatabase } from "./device-database";
import { useDeviceQuery } from "./device-query";
import { readSucceeded, useIsFresh, usePageRead } from "./page-reads";

const inFlight = new Map<string, Promise<void>>();

/**
 * Brings the device's copy of one API path up to date with a conditional request. Concurrent
 * calls for the same path share one request.
 */
export function refreshResource(path: string): Promise<void> {
  const running = inFlight.get(path);
  if (running) return running;
  const run = (async () => {
    const db = await deviceDatabase();
    const cached = await db.resources.get(path);
    const result = await revalidate(path, cached?.etag ?? null);
    const syncedAt = new Date().toISOString();
    if (result.status === 304 && cached) await db.resources.put({ ...cached, syncedAt });
    else if (result.status === 200)
      await db.resources.put({ path, data: result.data, etag: result.etag, syncedAt });
  })().finally(() => inFlight.delete(path));
  inFlight.set(path, run);
  return run;
}

/**
 * Opens the device's database and keeps what the server rendered a page with, at `servedAt`, as the
 * device's copy, as a download of it would; a copy refreshed since (the visitor browsed on before
 * the service worker was ready) is newer and stays.
 */
export async function storePageReads(reads: PageReads, servedAt: string): Promise<void> {
  const db = await deviceDatabase();
  const copies = Object.entries(reads).flatMap(([path, read]) =>
    readSucceeded(read) ? [{ path, data: read.data, etag: read.etag, syncedAt: servedAt }] : [],
  );
  if (copies.length === 0) return;
  await db.transaction("rw", db.resources, async () => {
    const stored = await db.resources.bulkGet(copies.map((copy) => copy.path));
    await db.resources.bulkPut(copies.filter((_, at) => !(stored[at] && stored[at].syncedAt > servedAt)));
  });
}

export type ResourceState<T> = {
  /** undefined while the device's copy is being read or the first download runs. */
  data: T | undefined;
  syncedAt: string | null;
  /** "loading": nothing to show yet; "error": nothing to show and the refresh failed. */
  status: "loading" | "ready" | "error";
  /** The last refresh failed because the device is offline (the data shown may be old). */
  offline: boolean;
  /** The server's answer to the last failed refresh, such as 404 for an unknown item. */
  errorStatus: number | null;
  retry: () => void;
};

type Failure = { offline: boolean; status: number | null };

/**
 * Runs `refresh` on mount, when the tab becomes visible again and when the browser comes back
 * online, and keeps how the last one failed. What the server has just rendered the page with
 * (`justServed`) is refreshed only when the visitor comes back to the tab or the network returns.
 */
export function useRefreshes(
  key: string | null,
  refresh: () => Promise<void>,
  { justServed, servedFailure }: { justServed: boolean; servedFailure: Failure | null },
): { failure: Failure | null; retry: () => void } {
  // A failure the server rendered the page with (a missing item) stands until a refresh answers.
  const [failure, setFailure] = useState<Failure | null>(servedFailure);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `refresh`.
  const run = useCallback(() => {
    if (key === null) return;
    refresh().then(
      () => setFailure(null),
      (error: unknown) =>
        setFailure({
          offline: error instanceof NetworkError,
          status: error instanceof ApiError ? error.status : null,
        }),
    );
  }, [key]);

  useEffect(() => {
    if (!(attempt === 0 && justServed)) run();
    const onVisible = () => {
      if (document.visibilityState === "visible") run();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", run);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", run);
    };
  }, [run, attempt, justServed]);

  return { failure, retry: () => setAttempt((n) => n + 1) };
}

/**
 * Reads an API path from the device, then refreshes it from the network (see `useRefreshes`). A
 * page the server rendered starts from the server's answer (no request: it is as fresh as a refresh
 * would be) until the device's copy is read.
 */
export function useResource<T>(path: string | null): ResourceState<T> {
  const served = usePageRead(path);
  const isFresh = useIsFresh();
  const stored = useDeviceQuery<CachedResource | null | undefined>(
    `resource:${path}`,
    async (db) => (path ? ((await db.resources.get(path)) ?? null) : null),
    undefined,
  );
  const { failure, retry } = useRefreshes(path, () => (path ? refreshResource(path) : Promise.resolve()), {
    justServed: path !== null && isFresh(path),
    servedFailure: served && !readSucceeded(served) ? { offline: false, status: served.status } : null,
  });

  const data = (stored ? stored.data : readSucceeded(served) ? served.data : undefined) as T | undefined;
  return {
    data,
    syncedAt: stored?.syncedAt ?? null,
    status: data !== undefined ? "ready" : failure ? "error" : "loading",
    offline: failure?.offline ?? false,
    errorStatus: failure?.status ?? null,
    retry,
  };
}
