import { useLiveQuery } from "dexie-react-hooks";
import { useCallback, useEffect, useState } from "react";
import { ApiError, NetworkError, revalidate } from "./api-client";
import { db } from "./db";

const inFlight = new Map<string, Promise<void>>();

/**
 * Brings the device's copy of one API path up to date with a conditional request. Concurrent
 * calls for the same path share one request.
 */
export function refreshResource(path: string): Promise<void> {
  const running = inFlight.get(path);
  if (running) return running;
  const run = (async () => {
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

/**
 * Reads an API path from the device at once, then refreshes it from the network: on mount, when
 * the tab becomes visible again and when the browser comes back online.
 */
export function useResource<T>(path: string | null): ResourceState<T> {
  const cached = useLiveQuery(
    async () => (path ? ((await db.resources.get(path)) ?? null) : null),
    [path],
    undefined,
  );
  const [failure, setFailure] = useState<{ offline: boolean; status: number | null } | null>(null);
  const [attempt, setAttempt] = useState(0);

  const refresh = useCallback(() => {
    if (!path) return;
    refreshResource(path).then(
      () => setFailure(null),
      (error: unknown) =>
        setFailure({
          offline: error instanceof NetworkError,
          status: error instanceof ApiError ? error.status : null,
        }),
    );
  }, [path]);

  useEffect(() => {
    void attempt;
    refresh();
    const onVisible = () => {
      if (document.visibilityState === "visible") refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", refresh);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", refresh);
    };
  }, [refresh, attempt]);

  const data = cached ? (cached.data as T) : undefined;
  return {
    data,
    syncedAt: cached?.syncedAt ?? null,
    status: data !== undefined ? "ready" : failure ? "error" : "loading",
    offline: failure?.offline ?? false,
    errorStatus: failure?.status ?? null,
    retry: () => setAttempt((n) => n + 1),
  };
}
