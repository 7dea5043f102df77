import { QueryClient, type QueryKey, type UseQueryResult, useQueries, useQuery } from "@tanstack/react-query";
import { createContext, useContext } from "react";
import { endpoints } from "#core/endpoints";
import {
  answered,
  PAGE_READS_ELEMENT_ID,
  type PageRead,
  type PageReads,
  SAVED_PAGE_ATTRIBUTE,
} from "#core/page-render";
import type { WebsiteSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { deviceDatabase } from "../device/device-database";
import {
  FRESH_FOR_MS,
  KEEP_READS,
  type KeepReadsMessage,
  type KeptRead,
  keepReads,
  overTheNetwork,
  type PublicReader,
} from "../device/kept-reads";
import { devicePersister, fromDeviceFirst, keptRead } from "../device/query-storage";
import { publicReadKey } from "../device/stored-query";
import { ApiError, NetworkError } from "./api-client";

/*
 * Every read of the public API is one TanStack query (ADR 033), keyed by its path. Its data is the
 * API's answer, a body with its ETag or a 404: an item that is gone is news to show, not a failure
 * to retry. Any other status, and a network that is down, fails the read and keeps what it had.
 */

const pathOf = (key: QueryKey): string => String(key[1]);

/** What a read keeps as its data: a body, or a 404. Anything else is a failure. */
const isAnswer = (read: PageRead): boolean => answered(read) || read.status === 404;

export function createPublicQueries(read: PublicReader, { onDevice }: { onDevice: boolean }): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey, client, signal }) =>
          read(pathOf(queryKey), client.getQueryData<PageRead>(queryKey), signal),
        // The device's copy answers first, offline too; the network only once it has none.
        persister: onDevice ? fromDeviceFirst : undefined,
        networkMode: "offlineFirst",
        retry: false,
        staleTime: onDevice ? FRESH_FOR_MS : Number.POSITIVE_INFINITY,
        // Asked again whenever the visitor comes back to the tab or the network returns: the owner
        // may have changed anything meanwhile, and a copy still current costs a 304.
        refetchOnWindowFocus: "always",
        refetchOnReconnect: "always",
      },
    },
  });
}

/**
 * The server's reads as the server answers them: a 404 is an answer; any other failure is not kept,
 * so the browser asks again.
 */
export const serverReader =
  (read: (path: string) => Promise<PageRead>): PublicReader =>
  async (path) => {
    const answer = await read(path);
    if (isAnswer(answer)) return answer;
    throw new ApiError(answer.status, `${path} answered ${answer.status}`);
  };

let browserQueries: QueryClient | undefined;

/** The browser's reads: one client for the page's life, kept on the device. */
export function browserPublicQueries(): QueryClient {
  if (!browserQueries) {
    browserQueries = createPublicQueries(overTheNetwork, { onDevice: true });
    // Listens for the tab being shown again and the network coming back, for the page's life.
    browserQueries.mount();
  }
  return browserQueries;
}

/** The server gives each render the client its reads were answered in; the browser has one. */
export const PublicQueriesContext = createContext<QueryClient | null>(null);

export const usePublicQueries = (): QueryClient => useContext(PublicQueriesContext) ?? browserPublicQueries();

export interface PublicRead<T> {
  /** undefined while the device's copy is read or the first download runs. */
  data: T | undefined;
  /** When the copy shown was received, by the server or this device. */
  syncedAt: string | null;
  /** "loading": nothing to show yet; "error": nothing to show and the read failed. */
  status: "loading" | "ready" | "error";
  /** The last read failed because the device is offline (the data shown may be old). */
  offline: boolean;
  /** The server's answer to the last failed read, such as 404 for an unknown item. */
  errorStatus: number | null;
  retry: () => void;
}

/**
 * A query's state as a page reads it: `data` and when it was received, and how the last read failed.
 * `goneStatus` is a failure the data itself says (a 404 kept as the answer).
 */
export function readState<T>(
  query: Pick<UseQueryResult, "error" | "isError" | "refetch">,
  data: T | undefined,
  syncedAt: string | null,
  goneStatus: number | null = null,
): PublicRead<T> {
  const { error } = query;
  const failed = goneStatus ?? (error instanceof ApiError ? error.status : null);
  return {
    data,
    syncedAt: data === undefined ? null : syncedAt,
    status: data !== undefined ? "ready" : failed !== null || query.isError ? "error" : "loading",
    offline: error instanceof NetworkError,
    errorStatus: failed,
    retry: () => void query.refetch(),
  };
}

/** Reads a public API path: from the page the server sent, the device's copy, then the network. `null` reads nothing. */
export function usePublicRead<T>(path: string | null): PublicRead<T> {
  const query = useQuery<PageRead>(
    { queryKey: publicReadKey(path ?? ""), enabled: path !== null },
    usePublicQueries(),
  );
  const answer = query.data;
  return readState(
    query,
    answered(answer) ? (answer.data as T) : undefined,
    new Date(query.dataUpdatedAt).toISOString(),
    answer?.status === 404 ? 404 : null,
  );
}

/**
 * Several public reads at once (the pieces of a visitor's list), each read as `usePublicRead` reads
 * one: its answer's body, or undefined until there is one (or when it is a 404).
 */
export function usePublicReads<T>(paths: readonly string[]): (T | undefined)[] {
  const queries = useQueries(
    { queries: paths.map((path) => ({ queryKey: publicReadKey(path) })) },
    usePublicQueries(),
  );
  return queries.map((query) => {
    const answer = query.data as PageRead | undefined;
    return answered(answer) ? (answer.data as T) : undefined;
  });
}

/**
 * The shop's settings, never absent: until the device has a copy (first visit, offline) the
 * built-in defaults stand in, as the spec asks.
 */
export function useSettings(): { settings: WebsiteSettings; status: PublicRead<unknown>["status"] } {
  const read = usePublicRead<WebsiteSettings>(endpoints.getSettings.path);
  return { settings: read.data ?? settingsDefaults, status: read.status };
}

/**
 * Brings the device's copy of a public read up to date (after the owner's write on this device),
 * whether or not a page shows it now.
 */
export async function refreshPublicRead(path: string): Promise<void> {
  const client = browserPublicQueries();
  const queryKey = publicReadKey(path);
  // A read no page holds starts from the device's copy: with its ETag, the question is a short one.
  if (client.getQueryData(queryKey) === undefined) {
    const kept = await keptRead(path);
    if (kept) client.setQueryData(queryKey, kept.data, { updatedAt: kept.receivedAt });
  }
  await client.fetchQuery({ queryKey, staleTime: 0 });
  await devicePersister.persistQueryByKey(queryKey, client);
}

/**
 * Starts `client` from the reads the server rendered a page with, `receivedAt` then: answers as
 * data, a failure as the query's error, so the first render in the browser is the server's.
 */
export function seedPublicReads(client: QueryClient, reads: PageReads, receivedAt: number): void {
  for (const [path, read] of Object.entries(reads)) {
    const queryKey = publicReadKey(path);
    if (isAnswer(read)) client.setQueryData(queryKey, read, { updatedAt: receivedAt });
    else
      client
        .getQueryCache()
        .build(client, { queryKey })
        .setState({
          status: "error",
          error: new ApiError(read.status, `${path} answered ${read.status}`),
          errorUpdatedAt: receivedAt,
        });
  }
}

/** The reads the server sent the page with, fresh (not a copy the service worker kept). */
let servedFresh: ReadonlySet<string> = new Set();

/** Whether the server rendered this page load with the read of `path`, fresh. */
export const servedWithThePage = (path: string): boolean => servedFresh.has(path);

/**
 * Starts the browser's reads from those inlined in the server's page; none on a page the service
 * worker opened from its shell. A page the worker kept from an earlier visit says when it was kept:
 * its reads are as old as that, and refreshed at once.
 */
export function seedFromServedPage(): { paths: string[]; saved: boolean } | null {
  const element = document.getElementById(PAGE_READS_ELEMENT_ID);
  if (!element?.textContent) return null;
  const reads = JSON.parse(element.textContent) as PageReads;
  const keptAt = element.getAttribute(SAVED_PAGE_ATTRIBUTE);
  seedPublicReads(browserPublicQueries(), reads, keptAt === null ? Date.now() : Date.parse(keptAt) || 0);
  if (keptAt === null) servedFresh = new Set(Object.keys(reads));
  return { paths: Object.keys(reads), saved: keptAt !== null };
}

/**
 * Keeps the reads the page was rendered with on the device (their queries may be newer by now), and
 * today's board with them. The service worker keeps them when it controls the page, so the page
 * itself loads no database code on a visit that needs nothing from the device (ADR 042).
 */
export async function keepOnDevice(paths: readonly string[]): Promise<void> {
  const client = browserPublicQueries();
  const reads = paths.flatMap((path): KeptRead[] => {
    const state = client.getQueryState<PageRead>(publicReadKey(path));
    return state?.status === "success" && state.data
      ? [{ path, answer: state.data, receivedAt: state.dataUpdatedAt }]
      : [];
  });
  const worker = typeof navigator === "undefined" ? null : navigator.serviceWorker?.controller;
  if (worker) worker.postMessage({ type: KEEP_READS, reads } satisfies KeepReadsMessage);
  else await keepReads(await deviceDatabase(), reads);
}
