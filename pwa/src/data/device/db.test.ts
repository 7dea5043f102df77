import Dexie from "dexie";
import { describe, expect, it } from "vitest";
import { sampleJewelry } from "#core/testing/catalogue-test-data";
import { db } from "./db";
import { CATALOGUE_CURSOR, CATALOGUE_SYNCED_AT } from "./device-names";

describe("the device's database, upgraded", () => {
  it("moves a catalogue kept as one answer into its own table, and every other answer into its query's row", async () => {
    db.close();
    await Dexie.delete(db.name);
    const before = new Dexie(db.name);
    before
      .version(2)
      .stores({ resources: "path", outbox: "key, createdAt", favourites: "id", device: "name" });
    await before.table("resources").bulkPut([
      { path: "/api/jewelry", data: sampleJewelry, etag: '"v1"', syncedAt: "2026-11-20T08:00:00.000Z" },
      {
        path: "/api/gold-rates",
        data: { goldPrices: [] },
        etag: '"r1"',
        syncedAt: "2026-11-20T08:00:00.000Z",
      },
    ]);
    before.close();

    await db.open();
    expect((await db.jewelry.toArray()).map((item) => item._id).sort()).toEqual(
      sampleJewelry.map((item) => item._id).sort(),
    );
    expect((await db.device.get(CATALOGUE_SYNCED_AT))?.value).toBe("2026-11-20T08:00:00.000Z");
    expect(await db.device.get(CATALOGUE_CURSOR)).toBeUndefined();
    // Every other answer is kept as its query would keep it: the same body, ETag and time.
    expect((await db.queries.toArray()).map(({ query }) => [query.queryKey, query.state])).toEqual([
      [
        ["public", "/api/gold-rates"],
        expect.objectContaining({
          data: { status: 200, data: { goldPrices: [] }, etag: '"r1"' },
          dataUpdatedAt: Date.parse("2026-11-20T08:00:00.000Z"),
        }),
      ],
    ]);
  });
});
