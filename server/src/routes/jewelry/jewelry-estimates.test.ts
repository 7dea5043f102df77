import { beforeEach, describe, expect, it } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { WebsiteSettings } from "#core/schemas/settings";
import { createTestApp, type TestApp } from "../../testing/test-app";

const ring = {
  name: "Shapla Ring",
  description: "A 22K ring.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "/images/sample/ring-gold.svg",
};

describe("a piece's estimate settings", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const create = (fields: Record<string, unknown> = {}) =>
    t.request("/api/jewelry", { method: "POST", token, json: { ...ring, ...fields } });
  const update = (id: string, patch: Record<string, unknown>) =>
    t.request(`/api/jewelry/${id}`, { method: "PUT", token, json: patch });

  it("follow the shop, at its minimum making charge and without stones, when left out", async () => {
    const item = (await (await create()).json()) as JewelryItem;
    expect(item).toMatchObject({ estimate: "shop", makingCharge: null, stoneValue: null });
  });

  it("are stored, changed and cleared by an update", async () => {
    const created = await create({
      estimate: "on",
      makingCharge: { kind: "perGram", value: 650 },
      stoneValue: 12_500,
    });
    const item = (await created.json()) as JewelryItem;
    expect(item).toMatchObject({
      estimate: "on",
      makingCharge: { kind: "perGram", value: 650 },
      stoneValue: 12_500,
    });

    await update(item._id, { makingCharge: { kind: "percent", value: 8.5 } });
    const read = (await (await t.request(`/api/jewelry/${item._id}`)).json()) as JewelryItem;
    expect(read).toMatchObject({
      estimate: "on",
      makingCharge: { kind: "percent", value: 8.5 },
      stoneValue: 12_500,
    });

    await update(item._id, { estimate: "off", makingCharge: null, stoneValue: null });
    const cleared = (await (await t.request(`/api/jewelry/${item._id}`)).json()) as JewelryItem;
    expect(cleared).toMatchObject({ estimate: "off", makingCharge: null, stoneValue: null });
  });

  it.each([
    [{ estimate: "maybe" }, "Estimate must be shop, on or off"],
    [{ makingCharge: { kind: "percent", value: 120 } }, "Making charge must be between 0 and 100 percent"],
    [{ makingCharge: { kind: "percent", value: 6.125 } }, "Making charge can have at most two decimals"],
    [
      { makingCharge: { kind: "perGram", value: 12.5 } },
      "Making charge per gram must be a whole number of taka",
    ],
    [{ makingCharge: { kind: "perGram", value: -1 } }, "Making charge per gram must be 0 or more"],
    [{ makingCharge: { kind: "weight", value: 1 } }, "Making charge must be percent or perGram"],
    [{ stoneValue: "12000" }, "Stone value must be a number"],
    [{ stoneValue: 99.5 }, "Stone value must be a whole number of taka"],
    [{ stoneValue: -5 }, "Stone value must be 0 or more"],
  ])("refuses %j with a specific message", async (fields, message) => {
    const response = await create(fields);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
  });
});

describe("the shop's estimate settings", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const rates = async () =>
    ((await (await t.request("/api/website-settings")).json()) as WebsiteSettings).rates;
  const save = (body: unknown) =>
    t.request("/api/website-settings/rates", { method: "PUT", token, json: { rates: body } });

  it("are off on a fresh install: every piece says Contact Us", async () => {
    expect(await rates()).toMatchObject({ estimates: "off", estimateCategories: [] });
  });

  it("keep a rates section saved before them off", async () => {
    t.db
      .prepare("INSERT OR REPLACE INTO settings (section, value, updated_at) VALUES ('rates', ?, ?)")
      .run(
        JSON.stringify({ vatPercent: 7, makingChargePercent: 8, showEstimator: true }),
        "2026-01-01T00:00:00Z",
      );
    expect(await rates()).toEqual({
      vatPercent: 7,
      makingChargePercent: 8,
      showEstimator: true,
      estimates: "off",
      estimateCategories: [],
    });
  });

  it("turn on for some categories, which must be named", async () => {
    const base = { vatPercent: 5, makingChargePercent: 6, showEstimator: true };
    const refused = await save({ ...base, estimates: "categories", estimateCategories: [] });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "Choose at least one category, or show estimates on every piece",
    );

    const wrong = await save({ ...base, estimates: "some", estimateCategories: [] });
    expect(((await wrong.json()) as { error: string }).error).toBe(
      "Estimates must be off, all or categories",
    );

    const saved = await save({ ...base, estimates: "categories", estimateCategories: ["Ring", "Bangles"] });
    expect(saved.status).toBe(200);
    expect(await rates()).toMatchObject({ estimates: "categories", estimateCategories: ["Ring", "Bangles"] });
  });
});
