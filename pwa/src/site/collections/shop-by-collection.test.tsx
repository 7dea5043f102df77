import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Collection } from "#core/schemas/collection";
import { byPath, fakeApi, json, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { ShopByCollection } from "./shop-by-collection";

const collection = (slug: string, name: string, bnName: string, pieceIds: string[]): Collection => ({
  _id: slug,
  slug,
  name,
  description: "",
  bn: { name: bnName, description: "" },
  coverImage: "",
  cover: pieceIds.length > 0 ? `/images/sample/${slug}.svg` : "",
  pieceIds,
  createdAt: "2026-11-22T04:00:00.000Z",
  updatedAt: "2026-11-22T04:00:00.000Z",
});

const COLLECTIONS = [
  collection("bridal", "Bridal", "বিয়ের গহনা", ["a", "b", "c"]),
  collection("drafts", "Drafts", "খসড়া", []),
  collection("gifts", "Gifts", "উপহার", ["d"]),
];

const renderRow = () => renderRoutes([{ path: "/", element: <ShopByCollection /> }]);

afterEach(unmountAndRestoreFetch);

describe("ShopByCollection", () => {
  it("shows a card per collection with pieces, with its cover, name and count, leading to its page", async () => {
    fakeApi(byPath({ "/api/collections": json(COLLECTIONS) }));
    renderRow();
    const section = await screen.findByRole("region", { name: "Shop by collection" });
    const links = within(section).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Bridal3 pieces", "/collections/bridal"],
      ["Gifts1 piece", "/collections/gifts"],
    ]);
    expect(links[0]?.querySelector("img")?.getAttribute("src")).toBe("/images/sample/bridal.svg");
  });

  it("shows nothing while there is no collection to show", async () => {
    const requests = fakeApi(byPath({ "/api/collections": json([COLLECTIONS[1]]) }));
    renderRow();
    await expect.poll(() => requests.length).toBe(1);
    expect(screen.queryByRole("region")).toBeNull();
  });

  describe("in Bengali", () => {
    onBengaliPage();

    it("names each collection and counts its pieces in Bengali", async () => {
      fakeApi(byPath({ "/api/collections": json(COLLECTIONS) }));
      renderRow();
      const section = await screen.findByRole("region", { name: "কালেকশন অনুযায়ী দেখুন" });
      expect(within(section).getByRole("heading", { name: "বিয়ের গহনা" })).toBeTruthy();
      expect(within(section).getByText("৩টি গহনা")).toBeTruthy();
    });
  });
});
