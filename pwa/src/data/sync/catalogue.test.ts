import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE_PART_SIZE } from "#core/catalogue-parts";
import type { JewelryChanges } from "#core/schemas/jewelry-changes";
import { jewelryItem, sampleJewelry } from "#core/testing/catalogue-test-data";
import { db } from "../device/db";
import { CATALOGUE_CURSOR, CATALOGUE_SYNCED_AT } from "../device/device-names";
import { RATE_BOARD_READS } from "../device/kept-reads";
import { newestFirst, syncCatalogue, useCatalogue } from "./catalogue";

const LOG = "0123456789abcdef";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * Answers every request for the catalogue's changes with `answer`, noting the query each one asked
 * with; today's board, asked for with them, finds the server unavailable (`board` notes each path).
 */
function fakeChanges(answer: () => Response | Promise<Response>, board: string[] = []): string[] {
  const queries: string[] = [];
  vi.stubGlobal("fetch", async (input: string) => {
    const url = new URL(input, "http://localhost");
    if (url.pathname !== "/api/jewelry/changes") {
      board.push(url.pathname + url.search);
      return json({ error: "Service unavailable" }, 503);
    }
    queries.push(url.search);
    return answer();
  });
  return queries;
}

const answer = (
  changes: Omit<JewelryChanges, "cursor" | "next">,
  change: number,
  next: string | null = null,
) => json({ cursor: `${LOG}.${change}`, next, ...changes });
const storedNames = async () => (await db.jewelry.toArray()).sort(newestFirst).map((item) => item.name);

describe("the device's copy of the catalogue", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("brings today's rate board with it, and syncs the catalogue when the board cannot be had", async () => {
    const board: string[] = [];
    fakeChanges(() => answer({ complete: true, items: sampleJewelry, removed: [] }, 7), board);
    await syncCatalogue();
    expect(board).toEqual(RATE_BOARD_READS);
    expect(await storedNames()).toEqual(sampleJewelry.map((item) => item.name));
  });

  it("downloads it whole once, then asks only for what changed after its cursor", async () => {
    const byId = (id: string) =>
      sampleJewelry.find((item) => item._id === id) ?? jewelryItem({ _id: id, name: id });
    const [necklace, ring, chain] = [byId("necklace"), byId("ring"), byId("chain")];
    let queries = fakeChanges(() => answer({ complete: true, items: sampleJewelry, removed: [] }, 7));
    await syncCatalogue();
    expect(queries).toEqual([`?limit=${CATALOGUE_PART_SIZE}`]);
    expect(await storedNames()).toEqual(sampleJewelry.map((item) => item.name));
    expect((await db.device.get(CATALOGUE_CURSOR))?.value).toBe(`${LOG}.7`);

    const renamed = { ...ring, name: "Classic Solitaire, resized" };
    const added = jewelryItem({ _id: "anklet", name: "Nupur", createdAt: "2025-02-01T00:00:00.000Z" });
    queries = fakeChanges(() =>
      answer({ complete: false, items: [renamed, added], removed: [chain._id] }, 10),
    );
    await syncCatalogue();
    expect(queries).toEqual([`?since=${encodeURIComponent(`${LOG}.7`)}&limit=${CATALOGUE_PART_SIZE}`]);
    expect(await storedNames()).toEqual([
      "Nupur",
      necklace.name,
      "Classic Solitaire, resized",
      "Nakshi Gold Bangles",
    ]);
    expect((await db.device.get(CATALOGUE_CURSOR))?.value).toBe(`${LOG}.10`);
  });

  it("replaces its copy when the server answers the whole catalogue again", async () => {
    await db.jewelry.bulkPut(sampleJewelry);
    await db.device.put({ name: CATALOGUE_CURSOR, value: `${LOG}.3` });
    fakeChanges(() => answer({ complete: true, items: sampleJewelry.slice(1, 2), removed: [] }, 1));
    await syncCatalogue();
    expect(await storedNames()).toEqual(["Classic Solitaire"]);
  });

  it("downloads a whole catalogue part by part, and holds it as the copy only once the last part is in", async () => {
    const [first, second, third] = [
      sampleJewelry.slice(0, 2),
      sampleJewelry.slice(2, 3),
      sampleJewelry.slice(3),
    ];
    const parts = [
      answer({ complete: true, items: first, removed: [] }, 9, "ring"),
      answer({ complete: true, items: second, removed: [] }, 11, "chain"),
      answer({ complete: true, items: third, removed: [] }, 12),
    ];
    let cursorWhileDownloading: string | undefined = "unread";
    const queries = fakeChanges(async () => {
      if (queries.length === 2) cursorWhileDownloading = (await db.device.get(CATALOGUE_CURSOR))?.value;
      return parts.shift() ?? json({ error: "asked once too often" }, 500);
    });
    await syncCatalogue();
    expect(queries).toEqual([
      `?limit=${CATALOGUE_PART_SIZE}`,
      `?after=ring&limit=${CATALOGUE_PART_SIZE}`,
      `?after=chain&limit=${CATALOGUE_PART_SIZE}`,
    ]);
    expect(await storedNames()).toEqual(sampleJewelry.map((item) => item.name));
    expect(cursorWhileDownloading).toBeUndefined();
    // The first part's cursor: what changed while the parts came, the next sync brings.
    expect((await db.device.get(CATALOGUE_CURSOR))?.value).toBe(`${LOG}.9`);
  });

  it("stores a part of a whole catalogue a few dozen items a write, so no write is a long task", async () => {
    const part = Array.from({ length: CATALOGUE_PART_SIZE }, (_, index) =>
      jewelryItem({ _id: `item-${String(index).padStart(3, "0")}`, name: `Piece ${index}` }),
    );
    fakeChanges(() => answer({ complete: true, items: part, removed: [] }, 4));
    const writes = vi.spyOn(db.jewelry, "bulkPut");
    await syncCatalogue();
    const written = writes.mock.calls.map(([items]) => items.length);
    writes.mockRestore();
    expect(Math.max(...written)).toBeLessThanOrEqual(25);
    expect(written.reduce((sum, count) => sum + count, 0)).toBe(CATALOGUE_PART_SIZE);
    expect(await db.jewelry.count()).toBe(CATALOGUE_PART_SIZE);
  });

  it("shares one request between calls made while it runs, and keeps the copy when it fails", async () => {
    await db.jewelry.bulkPut(sampleJewelry);
    let give: (response: Response) => void = () => {};
    const queries = fakeChanges(() => new Promise<Response>((resolve) => (give = resolve)));
    const first = syncCatalogue();
    const second = syncCatalogue();
    await vi.waitFor(() => expect(queries).toHaveLength(1));
    give(json({ error: "Database is busy" }, 503));
    await expect(first).rejects.toThrow();
    await expect(second).rejects.toThrow();
    expect(queries).toHaveLength(1);
    expect(await storedNames()).toEqual(sampleJewelry.map((item) => item.name));
  });
});

describe("useCatalogue", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the device's copy at once, syncs, and reads the copy again only when a sync changed it", async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let next = async () => {
      await released;
      return answer({ complete: false, items: [], removed: [] }, 3);
    };
    const queries = fakeChanges(() => next());
    await db.jewelry.bulkPut(sampleJewelry);
    await db.device.bulkPut([
      { name: CATALOGUE_CURSOR, value: `${LOG}.3` },
      { name: CATALOGUE_SYNCED_AT, value: "2026-11-25T08:00:00.000Z" },
    ]);
    const { result } = renderHook(() => useCatalogue());
    await waitFor(() => expect(result.current.data).toHaveLength(sampleJewelry.length));
    const reads = vi.spyOn(db.jewelry, "where");

    // The sync that follows finds nothing new: the copy is not read again.
    await waitFor(() => expect(queries).toHaveLength(1));
    release();
    await waitFor(() => expect(result.current.syncedAt).not.toBe("2026-11-25T08:00:00.000Z"));
    expect(reads).not.toHaveBeenCalled();

    next = async () => answer({ complete: false, items: [], removed: ["ring"] }, 4);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toHaveLength(sampleJewelry.length - 1));
    expect(reads).toHaveBeenCalled();
  });

  it("says it is offline when there is no copy and the sync cannot connect", async () => {
    fakeChanges(() => {
      throw new TypeError("Failed to fetch");
    });
    const { result } = renderHook(() => useCatalogue());
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.offline).toBe(true);
  });
});
