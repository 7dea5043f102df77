import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "./db";
import { refreshResource, storePageReads, useResource } from "./resources";

const json = (body: unknown, etag: string) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json", etag } });

describe("device copies of API answers", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("stores an answer with its ETag and revalidates with If-None-Match, keeping the copy on 304", async () => {
    const fetchMock = vi.fn(async () => json([1, 2], '"v1"'));
    vi.stubGlobal("fetch", fetchMock);
    await refreshResource("/api/gold-rates");
    expect(await db.resources.get("/api/gold-rates")).toMatchObject({ data: [1, 2], etag: '"v1"' });

    fetchMock.mockImplementation(async () => new Response(null, { status: 304 }));
    await refreshResource("/api/gold-rates");
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get("if-none-match")).toBe('"v1"');
    expect(await db.resources.get("/api/gold-rates")).toMatchObject({ data: [1, 2], etag: '"v1"' });
  });

  it("keeps a page's reads as the device's copy, but never over a copy refreshed after the page was served", async () => {
    await db.resources.put({
      path: "/api/newer",
      data: "refreshed",
      etag: '"v2"',
      syncedAt: "2026-11-23T10:05:00.000Z",
    });
    await db.resources.put({
      path: "/api/older",
      data: "last visit",
      etag: '"v0"',
      syncedAt: "2026-11-20T10:00:00.000Z",
    });
    await storePageReads(
      {
        "/api/newer": { status: 200, data: "served", etag: '"v1"' },
        "/api/older": { status: 200, data: "served", etag: '"v1"' },
        "/api/missing": { status: 404 },
      },
      "2026-11-23T10:00:00.000Z",
    );
    expect(await db.resources.get("/api/newer")).toMatchObject({ data: "refreshed", etag: '"v2"' });
    expect(await db.resources.get("/api/older")).toMatchObject({
      data: "served",
      etag: '"v1"',
      syncedAt: "2026-11-23T10:00:00.000Z",
    });
    expect(await db.resources.get("/api/missing")).toBeUndefined();
  });

  it("shares one request between callers refreshing the same path", async () => {
    const fetchMock = vi.fn(async () => json([], '"v1"'));
    vi.stubGlobal("fetch", fetchMock);
    await Promise.all([refreshResource("/api/x"), refreshResource("/api/x")]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the saved copy at once, and says offline when the refresh cannot reach the server", async () => {
    await db.resources.put({
      path: "/api/gold-rates",
      data: { saved: true },
      etag: '"old"',
      syncedAt: "2026-11-20T10:00:00.000Z",
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { result } = renderHook(() => useResource<{ saved: boolean }>("/api/gold-rates"));
    await waitFor(() => expect(result.current.data).toEqual({ saved: true }));
    await waitFor(() => expect(result.current.offline).toBe(true));
    expect(result.current.status).toBe("ready");
    expect(result.current.syncedAt).toBe("2026-11-20T10:00:00.000Z");
  });

  it("reports an error with the server's status when nothing is saved, and retries on request", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ error: "Jewelry item not found" }), { status: 404 }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const { result } = renderHook(() => useResource("/api/jewelry/nope"));
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.errorStatus).toBe(404);
    fetchMock.mockImplementation(async () => json({ name: "Ring" }, '"v1"'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toEqual({ name: "Ring" }));
  });

  it("refreshes again when the tab becomes visible and when the browser comes back online", async () => {
    const fetchMock = vi.fn(async () => json([], '"v1"'));
    vi.stubGlobal("fetch", fetchMock);
    renderHook(() => useResource("/api/gold-rates"));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
  });
});
