import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityEntry } from "#core/schemas/activity";
import type { JewelryItem } from "#core/schemas/jewelry";
import { createTestApp, type TestApp } from "../../testing/test-app";

const piece = {
  description: "A piece.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "/images/sample/ring-gold.svg",
  featured: true,
};

describe("the featured pieces' order", () => {
  let t: TestApp;
  let token: string;
  let pieces: JewelryItem[];
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
    pieces = [];
    // Oldest first: A, B, C, D; so newest first they read D, C, B, A.
    for (const name of ["A", "B", "C", "D"]) {
      const response = await t.request("/api/jewelry", { method: "POST", token, json: { ...piece, name } });
      pieces.push((await response.json()) as JewelryItem);
      t.advance(1000);
    }
  });

  const idOf = (name: string) => pieces.find((item) => item.name === name)?._id ?? name;
  const featuredNames = async () =>
    ((await (await t.request("/api/jewelry/featured")).json()) as JewelryItem[]).map((item) => item.name);
  const order = (ids: unknown, auth = token) =>
    t.request("/api/jewelry/featured/order", { method: "PUT", token: auth, json: { ids } });
  const setFeatured = (name: string, featured: boolean) =>
    t.request(`/api/jewelry/${idOf(name)}`, { method: "PUT", token, json: { featured } });

  it("lists the featured pieces newest first until the owner orders them, then in the owner's order", async () => {
    expect(await featuredNames()).toEqual(["D", "C", "B", "A"]);
    const response = await order(["B", "D", "A", "C"].map(idOf));
    expect(response.status).toBe(200);
    expect(((await response.json()) as JewelryItem[]).map((item) => item.name)).toEqual(["B", "D", "A", "C"]);
    expect(await featuredNames()).toEqual(["B", "D", "A", "C"]);
  });

  it("puts the pieces left out of the order, and any featured later, after the ordered ones, newest first", async () => {
    await order([idOf("A"), idOf("B")]);
    expect(await featuredNames()).toEqual(["A", "B", "D", "C"]);
    const response = await t.request("/api/jewelry", {
      method: "POST",
      token,
      json: { ...piece, name: "E" },
    });
    expect(response.status).toBe(201);
    expect(await featuredNames()).toEqual(["A", "B", "E", "D", "C"]);
  });

  it("drops an unfeatured piece from the order: featured again, it joins the end", async () => {
    await order(["A", "B", "C", "D"].map(idOf));
    await setFeatured("A", false);
    expect(await featuredNames()).toEqual(["B", "C", "D"]);
    await setFeatured("A", true);
    expect(await featuredNames()).toEqual(["B", "C", "D", "A"]);
  });

  it("keeps the order through an edit of a piece's other fields", async () => {
    await order(["C", "A", "D", "B"].map(idOf));
    await t.request(`/api/jewelry/${idOf("A")}`, { method: "PUT", token, json: { name: "A2" } });
    expect(await featuredNames()).toEqual(["C", "A2", "D", "B"]);
  });

  it("refuses an order naming a piece that is no longer featured, changing nothing", async () => {
    await order(["D", "C", "B", "A"].map(idOf));
    await setFeatured("B", false);
    const response = await order(["A", "B", "C"].map(idOf));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error:
        "A piece in this order is no longer featured: reload the featured pieces and save the order again",
      code: "featuredOrderStale",
    });
    expect(await featuredNames()).toEqual(["D", "C", "A"]);
  });

  it("refuses a deleted piece's id the same way", async () => {
    await t.request(`/api/jewelry/${idOf("C")}`, { method: "DELETE", token });
    const response = await order([idOf("C")]);
    expect(response.status).toBe(409);
  });

  it.each([
    [["x", "x"], "Featured order: each piece can be listed once"],
    [[""], "Featured order must list item ids"],
    ["A", "Featured order must be a list of item ids"],
  ])("refuses %j with its reason", async (ids, error) => {
    const response = await order(ids);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });

  it("is the owner's alone", async () => {
    const response = await order([idOf("A")], "");
    expect(response.status).toBe(401);
    expect(await featuredNames()).toEqual(["D", "C", "B", "A"]);
  });

  it("logs the new order in the activity, by its first piece", async () => {
    await order([idOf("B")]);
    const activity = (await (await t.request("/api/admin/activity", { token })).json()) as ActivityEntry[];
    expect(activity[0]).toMatchObject({ action: "jewelry.featured-ordered", entityName: "B" });
  });
});
