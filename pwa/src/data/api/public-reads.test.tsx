import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { endpoints } from "#core/endpoints";
import { db } from "../device/db";
import { KEEP_READS, RATE_BOARD_READS, refreshRateBoard } from "../device/kept-reads";
import { fakeApi, json, unmountAndRestoreFetch } from "../testing/fake-api";
import { putSaved } from "../testing/saved-copy";
import {
  browserPublicQueries,
  keepOnDevice,
  refreshPublicRead,
  seedPublicReads,
  usePublicRead,
} from "./public-reads";

const RATES = endpoints.getGoldRates.path;
const ABOUT = endpoints.getSettings.path;
const stored = async (path: string) =>
  (await db.queries.toArray()).find(({ query }) => query.queryKey[1] === path)?.query.state;

afterEach(unmountAndRestoreFetch);

describe("a public read", () => {
  it("shows the device's copy at once, asks with its ETag, and keeps it on a 304", async () => {
    await db.queries.clear();
    await putSaved(RATES, { saved: true }, "2026-11-20T08:00:00.000Z");
    const kept = (await db.queries.toArray())[0];
    if (!kept) throw new Error("nothing saved");
    await db.queries.put({
      ...kept,
      query: {
        ...kept.query,
        state: { ...kept.query.state, data: { status: 200, data: { saved: true }, etag: '"r1"' } },
      },
    });
    const requests = fakeApi(() => ({ status: 304 }));
    const { result } = renderHook(() => usePublicRead<{ saved: boolean }>(RATES));
    await waitFor(() => expect(result.current.data).toEqual({ saved: true }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.headers.get("if-none-match")).toBe('"r1"');
    await waitFor(() => expect(result.current.syncedAt).not.toBe("2026-11-20T08:00:00.000Z"));
    expect(result.current.data).toEqual({ saved: true });
  });

  it("keeps what it downloads on the device, for the next visit offline", async () => {
    fakeApi(() => ({ status: 200, body: { fresh: 1 }, headers: { etag: '"r2"' } }));
    const { result } = renderHook(() => usePublicRead(RATES));
    await waitFor(() => expect(result.current.data).toEqual({ fresh: 1 }));
    await waitFor(async () =>
      expect((await stored(RATES))?.data).toEqual({ status: 200, data: { fresh: 1 }, etag: '"r2"' }),
    );
  });

  it("shows the saved copy and says offline when the server cannot be reached", async () => {
    await putSaved(RATES, { saved: true }, "2026-11-20T08:00:00.000Z");
    fakeApi();
    const { result } = renderHook(() => usePublicRead(RATES));
    await waitFor(() => expect(result.current.offline).toBe(true));
    expect(result.current.data).toEqual({ saved: true });
    expect(result.current.syncedAt).toBe("2026-11-20T08:00:00.000Z");
  });

  it("takes a 404 as the answer, and reports another failure with its status, retrying on request", async () => {
    fakeApi(({ path }) =>
      path === "/api/jewelry/gone" ? json({ error: "Not found" }, 404) : json({ error: "Down" }, 500),
    );
    const gone = renderHook(() => usePublicRead("/api/jewelry/gone"));
    await waitFor(() => expect(gone.result.current.errorStatus).toBe(404));
    expect(gone.result.current.status).toBe("error");

    const requests = fakeApi(() => json({ error: "Down" }, 500));
    const down = renderHook(() => usePublicRead(RATES));
    await waitFor(() => expect(down.result.current.errorStatus).toBe(500));
    act(() => down.result.current.retry());
    await waitFor(() => expect(requests).toHaveLength(2));
  });

  it("cancels a read another path has replaced, and never shows one path's answer for another", async () => {
    const requests = fakeApi(({ search }) =>
      search === "?q=a" ? new Promise(() => {}) : json({ q: search.slice(3) }),
    );
    const { result, rerender } = renderHook(({ path }) => usePublicRead<{ q: string }>(path), {
      initialProps: { path: "/api/jewelry/page?q=a" as string | null },
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    rerender({ path: "/api/jewelry/page?q=ab" });
    await waitFor(() => expect(result.current.data).toEqual({ q: "ab" }));
    rerender({ path: null });
    expect(result.current.data).toBeUndefined();
    expect(result.current.status).toBe("loading");
  });

  it("refreshes when the tab is shown again and when the network comes back", async () => {
    const requests = fakeApi(() => json({ n: 1 }));
    renderHook(() => usePublicRead(RATES));
    await waitFor(() => expect(requests).toHaveLength(1));
    // Older than a page's freshness: the next look is news.
    browserPublicQueries().setQueryData(
      ["public", RATES],
      { status: 200, data: { n: 1 }, etag: null },
      { updatedAt: 0 },
    );
    window.dispatchEvent(new Event("offline"));
    window.dispatchEvent(new Event("online"));
    await waitFor(() => expect(requests).toHaveLength(2));
  });
});

describe("the reads a page was rendered with", () => {
  it("render at once with no request, and become the device's copy when kept", async () => {
    const requests = fakeApi(() => json({ other: true }));
    seedPublicReads(
      browserPublicQueries(),
      Object.fromEntries(
        RATE_BOARD_READS.map((path) => [path, { status: 200, data: { served: path }, etag: '"s"' }]),
      ),
      Date.now(),
    );
    const { result } = renderHook(() => usePublicRead(RATES));
    expect(result.current.data).toEqual({ served: RATES });
    await keepOnDevice([...RATE_BOARD_READS]);
    expect((await stored(RATES))?.data).toEqual({ status: 200, data: { served: RATES }, etag: '"s"' });
    expect(requests).toEqual([]);
  });

  it("go to the service worker to keep when it controls the page, the page writing nothing itself", async () => {
    await db.queries.clear();
    const requests = fakeApi(() => json({ other: true }));
    const postMessage = vi.fn();
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { controller: { postMessage } },
    });
    try {
      const served = { status: 200, data: { served: true }, etag: '"a"' };
      seedPublicReads(browserPublicQueries(), { [ABOUT]: served, [RATES]: { status: 503 } }, 1234);
      await keepOnDevice([ABOUT, RATES]);
      // A failed read is not kept: only what was shown.
      expect(postMessage).toHaveBeenCalledWith({
        type: KEEP_READS,
        reads: [{ path: ABOUT, answer: served, receivedAt: 1234 }],
      });
      expect(await db.queries.count()).toBe(0);
      expect(requests).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, "serviceWorker");
    }
  });

  it("keep today's board with them when the page did not read it, so the rates open offline after any visit", async () => {
    await db.queries.clear();
    browserPublicQueries().clear();
    const requests = fakeApi((request) => json({ answered: request.path }));
    seedPublicReads(
      browserPublicQueries(),
      { [ABOUT]: { status: 200, data: { served: true }, etag: '"a"' } },
      Date.now(),
    );
    await keepOnDevice([ABOUT]);
    expect(requests.map((request) => request.path + request.search)).toEqual(RATE_BOARD_READS);
    expect((await stored(RATES))?.data).toMatchObject({ status: 200, data: { answered: RATES } });
    expect(await stored(RATE_BOARD_READS[1] ?? "")).toBeDefined();
    expect((await stored(ABOUT))?.data).toMatchObject({ data: { served: true } });
  });

  it("keep today's board asked for moments before (by the catalogue's sync) without asking again", async () => {
    await db.queries.clear();
    browserPublicQueries().clear();
    const requests = fakeApi((request) => json({ answered: request.path }));
    await refreshRateBoard(db);
    expect(requests).toHaveLength(RATE_BOARD_READS.length);
    seedPublicReads(
      browserPublicQueries(),
      { [ABOUT]: { status: 200, data: { served: true }, etag: '"a"' } },
      Date.now(),
    );
    await keepOnDevice([ABOUT]);
    expect(requests).toHaveLength(RATE_BOARD_READS.length);
    expect((await stored(RATES))?.data).toMatchObject({ status: 200, data: { answered: RATES } });
  });

  it("keep the page's reads when today's board cannot be had (offline), and the board's copy as it was", async () => {
    await db.queries.clear();
    browserPublicQueries().clear();
    await putSaved(RATES, { saved: true });
    fakeApi(() => "network-error");
    seedPublicReads(
      browserPublicQueries(),
      { [ABOUT]: { status: 200, data: { served: true }, etag: '"a"' } },
      Date.now(),
    );
    await keepOnDevice([ABOUT]);
    expect((await stored(ABOUT))?.data).toMatchObject({ data: { served: true } });
    expect((await stored(RATES))?.data).toMatchObject({ data: { saved: true } });
  });

  it("brings a read no page holds up to date from the device's copy, by its ETag", async () => {
    await putSaved(RATES, { old: true });
    const requests = fakeApi(() => ({ status: 200, body: { new: true }, headers: { etag: '"n"' } }));
    await refreshPublicRead(RATES);
    expect(requests).toHaveLength(1);
    expect((await stored(RATES))?.data).toEqual({ status: 200, data: { new: true }, etag: '"n"' });
  });
});
