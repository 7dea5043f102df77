import { beforeEach, describe, expect, it } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { createTestApp, type TestApp } from "../../testing/test-app";

const ring = {
  name: "Shapla Ring",
  description: "A **22K** ring with a lotus motif.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "/images/sample/ring-gold.svg",
};

describe("jewelry API", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await t.request("/api/jewelry", { method: "POST", token, json: { ...ring, ...fields } });
    expect(response.status).toBe(201);
    return (await response.json()) as JewelryItem;
  };

  it("creates an item with defaults for extra images and featured, and reads it back", async () => {
    const item = await create();
    expect(item).toMatchObject({ ...ring, images: [], featured: false });
    expect(item._id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(item.createdAt).toBe("2026-11-22T04:00:00.000Z");
    const response = await t.request(`/api/jewelry/${item._id}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(item);
  });

  it("lists every item newest first and only featured ones under /featured", async () => {
    const first = await create({ name: "First", featured: true });
    t.advance(1000);
    const second = await create({ name: "Second" });
    const all = (await (await t.request("/api/jewelry")).json()) as JewelryItem[];
    expect(all.map((item) => item._id)).toEqual([second._id, first._id]);
    const featured = (await (await t.request("/api/jewelry/featured")).json()) as JewelryItem[];
    expect(featured.map((item) => item._id)).toEqual([first._id]);
  });

  it("answers every featured item under /featured, not only the first six", async () => {
    const featured: JewelryItem[] = [];
    for (let n = 1; n <= 8; n += 1) {
      featured.unshift(await create({ name: `Featured ${n}`, featured: true }));
      t.advance(1000);
    }
    const answered = (await (await t.request("/api/jewelry/featured")).json()) as JewelryItem[];
    expect(answered.map((item) => item._id)).toEqual(featured.map((item) => item._id));
  });

  it("answers 404 with the error shape for an unknown id", async () => {
    const response = await t.request("/api/jewelry/does-not-exist");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Jewelry item not found" });
  });

  it.each([
    [{ name: "  " }, "Name is required"],
    [{ name: undefined }, "Name is required"],
    [
      { category: "Crown" },
      "Category must be one of: Ring, Necklace, Earrings, Bracelet, Bangles, Chain, Pendant",
    ],
    [{ metal: "Copper" }, "Metal must be one of: Gold, Silver, Diamond, Platinum"],
    [{ weight: "4.2" }, "Weight must be a number"],
    [{ weight: -1 }, "Weight must be 0 or more"],
    [{ imageUrl: "" }, "Add a photo"],
    [
      { imageUrl: "javascript:alert(1)" },
      "Main image URL must be a web address (https://…) or a path on this site (/…)",
    ],
    [
      { images: ["//evil.example/x.png"] },
      "Additional image URL must be a web address (https://…) or a path on this site (/…)",
    ],
    [{ featured: "yes" }, "Featured must be true or false"],
  ])("refuses %j with a specific message", async (fields, message) => {
    const response = await t.request("/api/jewelry", { method: "POST", token, json: { ...ring, ...fields } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(t.repos.jewelry.count()).toBe(0);
  });

  it("updates the full item or only the featured flag", async () => {
    const item = await create();
    t.advance(5000);
    const full = await t.request(`/api/jewelry/${item._id}`, {
      method: "PUT",
      token,
      json: { ...item, name: "Shapla Ring (Large)", weight: 5, images: ["https://cdn.example.com/a.jpg"] },
    });
    expect(full.status).toBe(200);
    expect(await full.json()).toMatchObject({
      name: "Shapla Ring (Large)",
      weight: 5,
      images: ["https://cdn.example.com/a.jpg"],
      createdAt: item.createdAt,
      updatedAt: "2026-11-22T04:00:05.000Z",
    });
    const toggle = await t.request(`/api/jewelry/${item._id}`, {
      method: "PUT",
      token,
      json: { featured: true },
    });
    expect(await toggle.json()).toMatchObject({ name: "Shapla Ring (Large)", featured: true });
  });

  describe("Bengali texts", () => {
    const bn = { name: "শাপলা আংটি", description: "পদ্মফুলের নকশায় **২২ ক্যারেট** সোনার আংটি।" };

    it("are stored with a new item and answered, blank when a client sends none", async () => {
      const item = await create({ bn });
      expect(item.bn).toEqual(bn);
      expect(await (await t.request(`/api/jewelry/${item._id}`)).json()).toMatchObject({ bn });
      expect((await create()).bn).toEqual({ name: "", description: "" });
      expect((await create({ bn: { name: " বালা " } })).bn).toEqual({ name: "বালা", description: "" });
    });

    it("change only as an update names them, and survive an update that leaves them out", async () => {
      const item = await create({ bn });
      const put = (json: unknown) => t.request(`/api/jewelry/${item._id}`, { method: "PUT", token, json });
      expect(await (await put({ featured: true })).json()).toMatchObject({ bn });
      expect(await (await put({ bn: { name: "পদ্ম আংটি" } })).json()).toMatchObject({
        bn: { name: "পদ্ম আংটি", description: bn.description },
      });
      expect(await (await put({ bn: { description: "" } })).json()).toMatchObject({
        bn: { name: "পদ্ম আংটি", description: "" },
      });
      expect(t.repos.jewelry.find(item._id)?.bn).toEqual({ name: "পদ্ম আংটি", description: "" });
    });

    it.each([
      [
        { bn: { name: "ক".repeat(151) } },
        "bn.name",
        "Name (Bengali) must be at most 150 characters",
        { check: "tooLong", limit: 150 },
      ],
      [
        { bn: { description: 7 } },
        "bn.description",
        "Description (Bengali) must be text",
        { check: "required" },
      ],
      [{ bn: "বালা" }, "bn", undefined, undefined],
    ])("refuses %j at its own path, naming the check it failed", async (fields, path, message, check) => {
      const response = await t.request("/api/jewelry", {
        method: "POST",
        token,
        json: { ...ring, ...fields },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; issues: { path: string; message: string }[] };
      expect(body.issues.map((issue) => issue.path)).toEqual([path]);
      if (message) expect(body).toEqual({ error: message, issues: [{ path, message, check }] });
      expect(t.repos.jewelry.count()).toBe(0);

      const item = await create();
      const update = await t.request(`/api/jewelry/${item._id}`, { method: "PUT", token, json: fields });
      expect(update.status).toBe(400);
      expect(((await update.json()) as { issues: { path: string }[] }).issues[0]?.path).toBe(path);
    });
  });

  it("refuses an empty update and answers 404 for an unknown id", async () => {
    const item = await create();
    const empty = await t.request(`/api/jewelry/${item._id}`, { method: "PUT", token, json: {} });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: "Nothing to update: send at least one field" });
    const missing = await t.request("/api/jewelry/nope", { method: "PUT", token, json: { featured: true } });
    expect(missing.status).toBe(404);
  });

  it("deletes an item once", async () => {
    const item = await create();
    const first = await t.request(`/api/jewelry/${item._id}`, { method: "DELETE", token });
    expect(await first.json()).toEqual({ deleted: true, _id: item._id });
    expect((await t.request(`/api/jewelry/${item._id}`)).status).toBe(404);
    expect((await t.request(`/api/jewelry/${item._id}`, { method: "DELETE", token })).status).toBe(404);
  });

  it("records every write in the audit log with who, what and which item", async () => {
    const item = await create();
    await t.request(`/api/jewelry/${item._id}`, { method: "PUT", token, json: { featured: true } });
    await t.request(`/api/jewelry/${item._id}`, { method: "DELETE", token });
    const activity = t.repos.audit.recent({ limit: 10, kind: "catalogue" });
    expect(activity.map((entry) => entry.action)).toEqual([
      "jewelry.deleted",
      "jewelry.updated",
      "jewelry.created",
    ]);
    expect(activity[0]).toMatchObject({
      actor: "owner",
      entityType: "jewelry",
      entityId: item._id,
      entityName: ring.name,
    });
  });

  it("serves lists with a strong ETag, answers 304 to If-None-Match, and changes the tag after a write", async () => {
    await create();
    const first = await t.request("/api/jewelry");
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await t.request("/api/jewelry", { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    await create({ name: "Another" });
    const after = await t.request("/api/jewelry", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(((await after.json()) as unknown[]).length).toBe(2);
  });

  it("compresses large lists for clients that accept it, with a tag per encoding", async () => {
    for (let i = 0; i < 10; i++) await create({ name: `Item ${i}` });
    const plain = await t.request("/api/jewelry");
    const br = await t.request("/api/jewelry", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(br.headers.get("etag")).not.toBe(plain.headers.get("etag"));
    const revalidate = await t.request("/api/jewelry", {
      headers: { "accept-encoding": "br", "if-none-match": br.headers.get("etag") ?? "" },
    });
    expect(revalidate.status).toBe(304);
  });
});
