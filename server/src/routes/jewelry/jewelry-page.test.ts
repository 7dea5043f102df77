import { beforeEach, describe, expect, it } from "vitest";
import { CATALOGUE_PAGE_SIZE, type CataloguePage } from "#core/catalogue-filters";
import { createTestApp, type TestApp } from "../../testing/test-app";

const ring = {
  description: "Hand finished in our workshop.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "/images/sample/ring-gold.svg",
};

describe("GET /api/jewelry/page", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    const token = await t.login();
    for (let n = 1; n <= 30; n += 1) {
      const silver = n % 10 === 0;
      const json = {
        ...ring,
        name: `Piece ${n}`,
        ...(silver ? { metal: "Silver", category: "Bangles" } : {}),
      };
      await t.request("/api/jewelry", { method: "POST", token, json });
      t.advance(1000);
    }
  });

  const page = async (query: string) => {
    const response = await t.request(`/api/jewelry/page${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as CataloguePage;
  };
  const names = (answer: CataloguePage) => answer.items.map((item) => item.name);

  it("answers the list a page at a time, newest first, with the counts", async () => {
    const first = await page("");
    expect(first).toMatchObject({ matched: 30, total: 30, page: 1, pageCount: 3 });
    expect(names(first)).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(names(first)[0]).toBe("Piece 30");
    const last = await page("?page=3");
    expect(names(last)).toEqual(["Piece 6", "Piece 5", "Piece 4", "Piece 3", "Piece 2", "Piece 1"]);
    // Past the end is the last page, not an empty one.
    expect(await page("?page=9")).toEqual(last);
  });

  it("applies the search and filters before cutting pages", async () => {
    expect(await page("?metal=Silver")).toMatchObject({ matched: 3, total: 30, pageCount: 1 });
    expect(names(await page("?category=Bangles&q=piece%2020"))).toEqual(["Piece 20"]);
    expect(await page("?q=nothing%20like%20it")).toMatchObject({
      items: [],
      matched: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it.each([
    ["?page=0", "page must be 1 or more"],
    ["?page=two", "page must be a number"],
    [
      "?category=Crown",
      "category must be one of: All, Ring, Necklace, Earrings, Bracelet, Bangles, Chain, Pendant",
    ],
    ["?metal=Copper", "metal must be one of: All, Gold, Silver, Diamond, Platinum"],
  ])("refuses %s with a specific error", async (query, error) => {
    const response = await t.request(`/api/jewelry/page${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error });
  });
});
