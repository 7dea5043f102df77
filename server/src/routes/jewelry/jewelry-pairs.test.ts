import { beforeEach, describe, expect, it } from "vitest";
import type { RelatedPieces } from "#core/related-pieces";
import type { JewelryItem } from "#core/schemas/jewelry";
import { createTestApp, type TestApp } from "../../testing/test-app";

const piece = {
  description: "Hand finished in our workshop.",
  category: "Necklace",
  metal: "Gold",
  purity: "22K",
  weight: 12,
  imageUrl: "/images/sample/necklace-gold.svg",
};

describe("pieces paired with an item", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const create = async (name: string, fields: Record<string, unknown> = {}) => {
    const response = await t.request("/api/jewelry", {
      method: "POST",
      token,
      json: { ...piece, name, ...fields },
    });
    expect(response.status).toBe(201);
    t.advance(1000);
    return (await response.json()) as JewelryItem;
  };
  const put = (id: string, json: unknown) => t.request(`/api/jewelry/${id}`, { method: "PUT", token, json });

  it("are saved in the owner's order, read back, and none for an item that names none", async () => {
    const earrings = await create("Jhumka", { category: "Earrings" });
    const bangles = await create("Bangles", { category: "Bangles" });
    const necklace = await create("Necklace", { pairsWith: [bangles._id, earrings._id] });
    expect(necklace.pairsWith).toEqual([bangles._id, earrings._id]);
    expect(await (await t.request(`/api/jewelry/${necklace._id}`)).json()).toMatchObject({
      pairsWith: [bangles._id, earrings._id],
    });
    expect(earrings.pairsWith).toEqual([]);
  });

  it("survive an update that leaves them out, such as the featured toggle", async () => {
    const earrings = await create("Jhumka", { category: "Earrings" });
    const necklace = await create("Necklace", { pairsWith: [earrings._id] });
    const toggled = await put(necklace._id, { featured: true });
    expect(await toggled.json()).toMatchObject({ featured: true, pairsWith: [earrings._id] });
    expect(await (await put(necklace._id, { pairsWith: [] })).json()).toMatchObject({ pairsWith: [] });
  });

  it.each([
    [
      "an id no piece has",
      () => ["nope"],
      "No piece has the id nope: it may have been deleted",
      "pairsUnknown",
    ],
    ["the piece itself", (self: string) => [self], "A piece cannot pair with itself", "pairsItself"],
  ])("refuses %s under the field's path, leaving the item as it was", async (_, ids, message, check) => {
    const necklace = await create("Necklace");
    const response = await put(necklace._id, { pairsWith: ids(necklace._id) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: message,
      issues: [{ path: "pairsWith", message, check: { check } }],
    });
    expect(t.repos.jewelry.find(necklace._id)?.pairsWith).toEqual([]);
  });

  it("refuses an unknown id on a new item too, storing nothing", async () => {
    const response = await t.request("/api/jewelry", {
      method: "POST",
      token,
      json: { ...piece, name: "Necklace", pairsWith: ["gone"] },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "No piece has the id gone: it may have been deleted",
    });
    expect(t.repos.jewelry.count()).toBe(0);
  });

  it.each([
    [["a", "a"], "Pairs with: each piece can be listed once", { check: "piecesRepeated" }],
    [
      Array.from({ length: 9 }, (_, n) => `id-${n}`),
      "A piece pairs with at most 8 others",
      { check: "tooMany", limit: 8 },
    ],
    ["a", "Pairs with must be a list of item ids", { check: "invalid" }],
  ])("refuses pairsWith %j with the schema's words", async (pairsWith, message, check) => {
    const necklace = await create("Necklace");
    const response = await put(necklace._id, { pairsWith });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: message,
      issues: [{ path: "pairsWith", message, check }],
    });
  });

  it("are let go when a paired piece is deleted, and devices learn it from the change log", async () => {
    const earrings = await create("Jhumka", { category: "Earrings" });
    const bangles = await create("Bangles", { category: "Bangles" });
    const necklace = await create("Necklace", { pairsWith: [earrings._id, bangles._id] });
    const { cursor } = t.repos.jewelry.changesSince(undefined);
    await t.request(`/api/jewelry/${earrings._id}`, { method: "DELETE", token });
    expect(t.repos.jewelry.find(necklace._id)?.pairsWith).toEqual([bangles._id]);
    const changes = t.repos.jewelry.changesSince(cursor);
    expect(changes.removed).toEqual([earrings._id]);
    expect(changes.items.map((item) => item.name)).toEqual(["Necklace"]);
  });
});

describe("GET /api/jewelry/{id}/related", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const create = async (name: string, fields: Record<string, unknown> = {}) => {
    const response = await t.request("/api/jewelry", {
      method: "POST",
      token,
      json: { ...piece, name, ...fields },
    });
    t.advance(1000);
    return (await response.json()) as JewelryItem;
  };

  it("answers the pairs in the owner's order, then the newest others of the category, no piece twice", async () => {
    const olderNecklaces = [];
    for (let n = 1; n <= 6; n += 1) olderNecklaces.push(await create(`Necklace ${n}`));
    const earrings = await create("Jhumka", { category: "Earrings" });
    const pairedNecklace = olderNecklaces[5] as JewelryItem;
    const item = await create("Rajkonna", { pairsWith: [earrings._id, pairedNecklace._id] });
    await create("Ring", { category: "Ring" });

    const response = await t.request(`/api/jewelry/${item._id}/related`);
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBeTruthy();
    const answer = (await response.json()) as RelatedPieces;
    expect(answer.pairsWith.map((one) => one.name)).toEqual(["Jhumka", "Necklace 6"]);
    expect(answer.moreInCategory.map((one) => one.name)).toEqual([
      "Necklace 5",
      "Necklace 4",
      "Necklace 3",
      "Necklace 2",
    ]);
  });

  it("changes with the catalogue, and answers 404 for an unknown item", async () => {
    const earrings = await create("Jhumka", { category: "Earrings" });
    const item = await create("Rajkonna", { pairsWith: [earrings._id] });
    const first = await t.request(`/api/jewelry/${item._id}/related`);
    await t.request(`/api/jewelry/${earrings._id}`, { method: "DELETE", token });
    const after = await t.request(`/api/jewelry/${item._id}/related`, {
      headers: { "if-none-match": first.headers.get("etag") ?? "" },
    });
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ pairsWith: [], moreInCategory: [] });
    const missing = await t.request("/api/jewelry/nope/related");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Jewelry item not found" });
  });
});
