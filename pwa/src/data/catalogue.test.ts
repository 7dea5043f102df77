import { afterEach, describe, expect, it, vi } from "vitest";
import type { JewelryChanges } from "#core/schemas/jewelry-changes";
import { jewelryItem, sampleJewelry } from "#core/testing/catalogue-test-data";
import { newestFirst, syncCatalogue } from "./catalogue";
import { CATALOGUE_CURSOR } from "./catalogue-keys";
import { db } from "./db";

const LOG = "0123456789abcdef";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers every request with `answer`, noting the query each one asked with. */
function fakeChanges(answer: () => Response | Promise<Response>): string[] {
  const queries: string[] = [];
  vi.stubGlobal("fetch", async (input: string) => {
    const url = new URL(input, "http://localhost");
    expect(url.pathname).toBe("/api/jewelry/changes");
    queries.push(url.search);
    return answer();
  });
  return queries;
}

const answer = (changes: Omit<JewelryChanges, "cursor">, change: number) =>
  json({ cursor: `${LOG}.${change}`, ...changes });
const storedNames = async () => (await db.jewelry.toArray()).sort(newestFirst).map((item) => item.name);

describe("the device's copy of the catalogue", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("downloads it whole once, then asks only for what changed after its cursor", async () => {
    const byId = (id: string) =>
      sampleJewelry.find((item) => item._id === id) ?? jewelryItem({ _id: id, name: id });
    const [necklace, ring, chain] = [byId("necklace"), byId("ring"), byId("chain")];
    let queries = fakeChanges(() => answer({ complete: true, items: sampleJewelry, removed: [] }, 7));
    await syncCatalogue();
    expect(queries).toEqual([""]);
    expect(await storedNames()).toEqual(sampleJewelry.map((item) => item.name));
    expect((await db.device.get(CATALOGUE_CURSOR))?.value).toBe(`${LOG}.7`);

    const renamed = { ...ring, name: "Classic Solitaire, resized" };
    const added = jewelryItem({ _id: "anklet", name: "Nupur", createdAt: "2025-02-01T00:00:00.000Z" });
    queries = fakeChanges(() =>
      answer({ complete: false, items: [renamed, added], removed: [chain._id] }, 10),
    );
    await syncCatalogue();
    expect(queries).toEqual([`?since=${LOG}.7`]);
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
