import { describe, expect, it } from "vitest";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { CATEGORIES, type JewelryItem, jewelryItemSchema, METALS } from "#core/schemas/jewelry";
import { createTestApp } from "../../testing/test-app";

describe("health and sample data", () => {
  it("reports health without caching", async () => {
    const t = await createTestApp();
    const response = await t.request("/api/health");
    expect(await response.json()).toEqual({ status: "ok", version: "dev" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("seeds a full sample shop once in the database's life", async () => {
    const t = await createTestApp();
    const seed = () => t.request("/api/init-sample-data-dev", { method: "POST" });
    expect(await (await seed()).json()).toEqual({ seeded: true });
    const items = (await (await t.request("/api/jewelry")).json()) as JewelryItem[];
    expect(items.length).toBeGreaterThanOrEqual(24);
    for (const item of items) expect(jewelryItemSchema.safeParse(item).success).toBe(true);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(items.map((item) => item.metal))).toEqual(new Set(METALS));
    expect(items.some((item) => item.featured)).toBe(true);
    expect(items.some((item) => item.images.length > 0)).toBe(true);
    expect(items.every((item) => item.imageUrl.startsWith("/images/sample/"))).toBe(true);

    expect(await (await seed()).json()).toEqual({ seeded: false });
    for (const item of items)
      await t.request(`/api/jewelry/${item._id}`, { method: "DELETE", token: await t.login() });
    expect(await (await seed()).json()).toEqual({ seeded: false });
    expect(await (await t.request("/api/jewelry")).json()).toEqual([]);
  });

  it("seeds a year of gold and silver rate boards with every grade", async () => {
    const t = await createTestApp();
    const empty = (await (await t.request("/api/gold-rates")).json()) as GoldRatesResponse;
    expect(empty).toEqual({ goldPrices: [], silverPrices: [], effectiveAt: null });
    await t.request("/api/init-sample-data-dev", { method: "POST" });
    const rates = (await (await t.request("/api/gold-rates")).json()) as GoldRatesResponse;
    expect(rates.goldPrices.map((entry) => entry.grade)).toEqual(["22K", "21K", "18K", "Traditional"]);
    expect(rates.silverPrices).toHaveLength(4);
    const gold22 = rates.goldPrices[0];
    expect(gold22).toMatchObject({ product: "22 Karat Gold", perGram: 19_600 });
    expect(gold22?.previousPerGram).toEqual(expect.any(Number));
    const boards = t.repos.rates.boards(500);
    expect(boards.length).toBeGreaterThanOrEqual(70);
    const oldest = boards.at(-1);
    expect(Date.parse(oldest?.effectiveAt ?? "")).toBeLessThan(t.now().getTime() - 300 * 24 * 60 * 60 * 1000);
    for (const board of boards) {
      expect(board.prices.gold["22K"]).toBeGreaterThan(board.prices.gold["21K"]);
      expect(board.prices.gold["18K"]).toBeGreaterThan(board.prices.gold.Traditional);
    }
    expect(gold22?.perVori).toBe(Math.round(((gold22?.perGram ?? 0) * 11664) / 1000));
    expect(gold22?.price).toBe(gold22?.perVori);
  });

  it("never seeds when SAMPLE_DATA is off", async () => {
    const t = await createTestApp({ sampleData: false });
    expect(await (await t.request("/api/init-sample-data-dev", { method: "POST" })).json()).toEqual({
      seeded: false,
    });
    expect(await (await t.request("/api/jewelry")).json()).toEqual([]);
  });
});
