import { beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, METALS } from "#core/jewelry-terms";
import type { ActivityEntry } from "#core/schemas/activity";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { type JewelryItem, jewelryItemSchema } from "#core/schemas/jewelry";
import { parseUploadedImageUrl, UPLOAD_FORMATS, uploadVariantUrl, uploadWidths } from "#core/uploaded-image";
import { silentLogger } from "../../logger";
import { samplePictures } from "../../sample/sample-pictures";
import { createTestApp, sharedTestUploadsDir, type TestApp } from "../../testing/test-app";
import { createUploadStore } from "../../uploads/upload-store";

const seed = (t: TestApp) => t.request("/api/init-sample-data-dev", { method: "POST" });

/** Everything a visitor can read, to show that a refused seed changed none of it. */
const publicView = async (t: TestApp) =>
  Promise.all(
    [
      "/api/jewelry",
      "/api/gold-rates",
      "/api/website-settings",
      "/api/gold-rates/history?metal=gold&grade=22K",
    ].map(async (path) => (await t.request(path)).json()),
  );

/** What the owner can do before anyone opens the home page: each leaves data of theirs behind. */
const ownerData: [string, (t: TestApp, token: string) => Response | Promise<Response>][] = [
  [
    "a published rate board",
    (t, token) =>
      t.request("/api/gold-rates", {
        method: "POST",
        token,
        json: {
          prices: {
            gold: { "22K": 21_000, "21K": 20_100, "18K": 17_500, Traditional: 14_700 },
            silver: { "22K": 350, "21K": 335, "18K": 288, Traditional: 218 },
          },
        },
      }),
  ],
  [
    "saved settings",
    (t, token) =>
      t.request("/api/website-settings/homePage", {
        method: "PUT",
        token,
        json: { homePage: { siteName: "Rupa Jewellers" } },
      }),
  ],
  [
    "a visitor's message",
    (t) =>
      t.request("/api/contact-messages", {
        method: "POST",
        json: {
          firstName: "Rahima",
          lastName: "Khatun",
          phone: "01711234567",
          message: "Is the kolka in stock?",
        },
      }),
  ],
  [
    "an item, even one deleted since",
    async (t, token) => {
      const created = await t.request("/api/jewelry", {
        method: "POST",
        token,
        json: {
          name: "Kolka Pendant",
          description: "A pendant.",
          category: "Pendant",
          metal: "Gold",
          purity: "22K",
          weight: 3.4,
          imageUrl: "/images/sample/pendant-gold.svg",
        },
      });
      const { _id } = (await created.json()) as JewelryItem;
      return t.request(`/api/jewelry/${_id}`, { method: "DELETE", token });
    },
  ],
];

describe("health and sample data", () => {
  // Built once for the whole file (6–7 s on two cores): every test app here stores photos in
  // the same folder, where each later seeding finds them by their hash.
  beforeAll(() => samplePictures(createUploadStore(sharedTestUploadsDir()), silentLogger), 120_000);

  it("reports health without caching", async () => {
    const t = await createTestApp();
    const response = await t.request("/api/health");
    expect(await response.json()).toEqual({ status: "ok", version: "dev" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("seeds a full sample shop once in the database's life", async () => {
    const t = await createTestApp();
    expect(await (await seed(t)).json()).toEqual({ seeded: true });
    const items = (await (await t.request("/api/jewelry")).json()) as JewelryItem[];
    expect(items.length).toBeGreaterThanOrEqual(24);
    for (const item of items) expect(jewelryItemSchema.safeParse(item).success).toBe(true);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(items.map((item) => item.metal))).toEqual(new Set(METALS));
    expect(items.some((item) => item.featured)).toBe(true);
    expect(items.some((item) => item.images.length > 0)).toBe(true);
    // Every picture is a stored photo, served at each of its widths in each format.
    const pictures = new Set(items.flatMap((item) => [item.imageUrl, ...item.images]));
    expect(pictures.size).toBeGreaterThanOrEqual(20);
    for (const url of pictures) {
      const photo = parseUploadedImageUrl(url);
      expect(photo, url).not.toBeNull();
      if (!photo) continue;
      expect(photo.width).toBeLessThanOrEqual(750);
      for (const width of uploadWidths(photo.width))
        for (const format of UPLOAD_FORMATS)
          expect((await t.request(uploadVariantUrl(photo, width, format))).status).toBe(200);
    }

    // The pieces whose texts name each other are paired, as the owner would pair them.
    const named = (name: string) => items.find((item) => item.name === name);
    expect(named("Rajkonna Bridal Necklace")?.pairsWith).toEqual([
      named("Shapla Jhumka Earrings")?._id,
      named("Nakshi Gold Bangles (Pair)")?._id,
    ]);

    expect(await (await seed(t)).json()).toEqual({ seeded: false });
    for (const item of items)
      await t.request(`/api/jewelry/${item._id}`, { method: "DELETE", token: await t.login() });
    expect(await (await seed(t)).json()).toEqual({ seeded: false });
    expect(await (await t.request("/api/jewelry")).json()).toEqual([]);
  });

  it("records the seeding in the owner's activity log", async () => {
    const t = await createTestApp();
    await seed(t);
    const activity = (await (
      await t.request("/api/admin/activity?kind=catalogue", { token: await t.login() })
    ).json()) as ActivityEntry[];
    expect(activity).toEqual([
      expect.objectContaining({
        actor: "sample data",
        action: "sample-data.seeded",
        entityName: `${t.repos.jewelry.count()} items and ${t.repos.rates.boards(500).length} rate boards`,
      }),
    ]);
  });

  it.each(ownerData)("never seeds a database that holds %s", async (_, leaveData) => {
    const t = await createTestApp();
    const response = await leaveData(t, await t.login());
    expect(response.ok).toBe(true);
    const before = await publicView(t);
    const activity = t.repos.audit.recent({ limit: 100 });

    expect(await (await seed(t)).json()).toEqual({ seeded: false });
    expect(await publicView(t)).toEqual(before);
    expect(t.repos.audit.recent({ limit: 100 })).toEqual(activity);
  });

  it.each<[string, (t: TestApp) => unknown]>([
    ["signed in", (t) => t.login()],
    [
      "mistyped the password",
      (t) =>
        t.request("/api/admin/login", {
          method: "POST",
          json: { username: "admin", password: "not it at all" },
        }),
    ],
    ["had the first daily backup made", (t) => t.backups.backUpIfDue()],
  ])("still seeds a newcomer's shop once the owner has %s", async (_, before) => {
    const t = await createTestApp();
    await before(t);
    expect(t.repos.audit.recent({ limit: 10 })).not.toEqual([]);
    expect(await (await seed(t)).json()).toEqual({ seeded: true });
    expect(t.repos.jewelry.count()).toBeGreaterThan(20);
  });

  it("seeds a year of gold and silver rate boards with every grade", async () => {
    const t = await createTestApp();
    const empty = (await (await t.request("/api/gold-rates")).json()) as GoldRatesResponse;
    expect(empty).toEqual({ goldPrices: [], silverPrices: [], effectiveAt: null, nextChangeAt: null });
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
