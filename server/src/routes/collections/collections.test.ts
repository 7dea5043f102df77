import { beforeEach, describe, expect, it } from "vitest";
import type { Collection, CollectionWithPieces } from "#core/schemas/collection";
import type { JewelryItem, NewJewelry } from "#core/schemas/jewelry";
import { createTestApp, type TestApp } from "../../testing/test-app";

const piece: NewJewelry = {
  name: "Shapla Ring",
  description: "A ring.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "/images/sample/ring-gold.svg",
  images: [],
  featured: false,
};

describe("collections API", () => {
  let t: TestApp;
  let token: string;
  let pieces: JewelryItem[];
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
    pieces = [];
    for (const name of ["Ring", "Pendant", "Bangle"]) {
      const response = await t.request("/api/jewelry", {
        method: "POST",
        token,
        json: { ...piece, name, imageUrl: `/images/sample/${name.toLowerCase()}.svg` },
      });
      pieces.push((await response.json()) as JewelryItem);
    }
  });

  const bridal = () => ({
    name: "Bridal",
    slug: "bridal",
    bn: { name: "বিয়ের গহনা" },
    pieceIds: [pieces[2]?._id, pieces[0]?._id],
  });
  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await t.request("/api/collections", {
      method: "POST",
      token,
      json: { ...bridal(), ...fields },
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Collection;
  };
  const refusal = async (response: Response) => ({
    status: response.status,
    error: ((await response.json()) as { error: string }).error,
  });

  it("creates a collection and answers it by its address with its pieces in the owner's order", async () => {
    const made = await create();
    expect(made).toMatchObject({
      slug: "bridal",
      name: "Bridal",
      description: "",
      bn: { name: "বিয়ের গহনা", description: "" },
      coverImage: "",
      cover: "/images/sample/bangle.svg",
    });
    const response = await t.request("/api/collections/bridal");
    expect(response.status).toBe(200);
    const page = (await response.json()) as CollectionWithPieces;
    expect(page.pieces.map((item) => item.name)).toEqual(["Bangle", "Ring"]);
    const list = (await (await t.request("/api/collections")).json()) as Collection[];
    expect(list).toEqual([made]);
  });

  it("shows the owner's cover photo when one is chosen, else the first piece's", async () => {
    await create({ coverImage: "/uploads/cover.jpg" });
    const [listed] = (await (await t.request("/api/collections")).json()) as Collection[];
    expect(listed?.cover).toBe("/uploads/cover.jpg");
  });

  it("drops a deleted piece from every collection, and answers 404 for one left empty", async () => {
    const made = await create({ pieceIds: [pieces[0]?._id] });
    expect((await t.request(`/api/jewelry/${pieces[0]?._id}`, { method: "DELETE", token })).status).toBe(200);
    const [listed] = (await (await t.request("/api/collections")).json()) as Collection[];
    expect(listed?.pieceIds).toEqual([]);
    expect(listed?.cover).toBe("");
    expect(await refusal(await t.request(`/api/collections/${made.slug}`))).toEqual({
      status: 404,
      error: "Collection not found",
    });
  });

  it("answers 404 for an unknown address", async () => {
    expect((await t.request("/api/collections/no-such-collection")).status).toBe(404);
  });

  it("answers its reads with an ETag, 304 while nothing changed, and a new one after a save", async () => {
    const made = await create();
    for (const path of ["/api/collections", "/api/collections/bridal"]) {
      const first = await t.request(path);
      const tag = first.headers.get("etag") ?? "";
      expect(tag, path).toMatch(/^".+"$/);
      expect((await t.request(path, { headers: { "if-none-match": tag } })).status, path).toBe(304);
    }
    const tag = (await t.request("/api/collections/bridal")).headers.get("etag") ?? "";
    const saved = await t.request(`/api/collections/${made._id}`, {
      method: "PUT",
      token,
      json: { ...bridal(), pieceIds: [pieces[1]?._id] },
    });
    expect(saved.status).toBe(200);
    const after = await t.request("/api/collections/bridal", { headers: { "if-none-match": tag } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as CollectionWithPieces).pieces.map((item) => item.name)).toEqual([
      "Pendant",
    ]);
  });

  it("updates a collection's address and texts, and deletes it", async () => {
    const made = await create();
    const updated = await t.request(`/api/collections/${made._id}`, {
      method: "PUT",
      token,
      json: { ...bridal(), slug: "wedding", description: "For the big day" },
    });
    expect(updated.status).toBe(200);
    expect((await t.request("/api/collections/bridal")).status).toBe(404);
    expect((await t.request("/api/collections/wedding")).status).toBe(200);
    const removed = await t.request(`/api/collections/${made._id}`, { method: "DELETE", token });
    expect(await removed.json()).toEqual({ deleted: true, _id: made._id });
    expect(await (await t.request("/api/collections")).json()).toEqual([]);
    expect((await t.request(`/api/collections/${made._id}`, { method: "DELETE", token })).status).toBe(404);
  });

  it("refuses a taken address with 409, on a new collection and on another's update", async () => {
    await create();
    const other = await create({ slug: "gifts", name: "Gifts" });
    const expected = {
      status: 409,
      error: "Another collection already has this address (slug): choose another one",
    };
    expect(
      await refusal(await t.request("/api/collections", { method: "POST", token, json: bridal() })),
    ).toEqual(expected);
    expect(
      await refusal(
        await t.request(`/api/collections/${other._id}`, { method: "PUT", token, json: bridal() }),
      ),
    ).toEqual(expected);
    // Its own address is no conflict.
    const kept = await t.request(`/api/collections/${other._id}`, {
      method: "PUT",
      token,
      json: { ...bridal(), slug: "gifts" },
    });
    expect(kept.status).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["a blank name", { name: " " }, "Name is required"],
    ["no address", { slug: "" }, "Address (slug) is required"],
    [
      "an address with capitals or spaces",
      { slug: "Bridal Sets" },
      "Address (slug) may hold only lowercase letters, digits and single hyphens between them",
    ],
    [
      "an address with a trailing hyphen",
      { slug: "bridal-" },
      "Address (slug) may hold only lowercase letters, digits and single hyphens between them",
    ],
    ["a piece twice", { pieceIds: ["a", "a"] }, "Pieces: each piece can be listed once"],
    [
      "too many pieces",
      { pieceIds: Array.from({ length: 61 }, (_, n) => `p${n}`) },
      "A collection holds at most 60 pieces",
    ],
    [
      "a cover that is no link",
      { coverImage: "javascript:alert(1)" },
      "Cover photo must be a web address (https://…) or a path on this site (/…)",
    ],
  ])("refuses %s with a clear message", async (_, fields, error) => {
    const response = await t.request("/api/collections", {
      method: "POST",
      token,
      json: { ...bridal(), ...fields },
    });
    expect(await refusal(response)).toEqual({ status: 400, error });
  });

  it("refuses a piece that is not in the catalogue", async () => {
    const response = await t.request("/api/collections", {
      method: "POST",
      token,
      json: { ...bridal(), pieceIds: [pieces[0]?._id, "gone"] },
    });
    expect(await refusal(response)).toEqual({
      status: 400,
      error:
        "A piece of this collection is no longer in the catalogue: remove it from the list and save again",
    });
  });

  it("answers 404 when updating a collection that is not there", async () => {
    const response = await t.request("/api/collections/nothing", { method: "PUT", token, json: bridal() });
    expect(response.status).toBe(404);
  });

  it("logs each change in the activity log under its name", async () => {
    const made = await create();
    await t.request(`/api/collections/${made._id}`, { method: "DELETE", token });
    const activity = (await (await t.request("/api/admin/activity", { token })).json()) as {
      action: string;
      entityName: string;
    }[];
    expect(activity.filter((entry) => entry.action.startsWith("collection."))).toMatchObject([
      { action: "collection.deleted", entityName: "Bridal" },
      { action: "collection.created", entityName: "Bridal" },
    ]);
  });
});
