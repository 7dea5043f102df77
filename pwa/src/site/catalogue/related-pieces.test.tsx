import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { jewelryItem, sampleJewelry } from "#core/testing/catalogue-test-data";
import { byPath, fakeApi, json, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedCatalogue } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { JewelryDetailPage } from "./jewelry-detail-page";

const necklace: JewelryItem = { ...(sampleJewelry[0] as JewelryItem), pairsWith: ["bangles", "chain"] };
const medallion = jewelryItem({
  _id: "medallion",
  name: "Surjomukhi Medallion Necklace",
  category: "Necklace",
  createdAt: "2024-12-01T00:00:00.000Z",
});
const catalogue = [necklace, ...sampleJewelry.slice(1), medallion];

const renderDetail = (id = "necklace") =>
  renderRoutes([{ path: "/jewelry/:id", element: <JewelryDetailPage /> }], `/jewelry/${id}`);

/** The names on the cards of the row labelled `label`. */
const row = async (label: string) =>
  within(await screen.findByRole("list", { name: label }))
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent);

afterEach(unmountAndRestoreFetch);

describe("the pieces below an item", () => {
  it("shows the server's pairs in the owner's order, then more of the category, with a way to all of it", async () => {
    fakeApi(
      byPath({
        "/api/jewelry/necklace": json(necklace),
        "/api/jewelry/necklace/related": json({
          pairsWith: [catalogue[3], catalogue[2]],
          moreInCategory: [medallion],
        }),
      }),
    );
    renderDetail();
    expect(await screen.findByRole("heading", { level: 2, name: "Pairs with" })).toBeTruthy();
    expect(await row("Pairs with")).toEqual(["Nakshi Gold Bangles", "Everyday Box Chain"]);
    expect(await row("More in this category")).toEqual(["Surjomukhi Medallion Necklace"]);
    expect(screen.getByRole("link", { name: "View all: Necklace" }).getAttribute("href")).toBe(
      "/jewelry?category=Necklace",
    );
  });

  it("works them out from the device's copy of the catalogue when offline", async () => {
    fakeApi();
    await putSavedCatalogue(catalogue);
    renderDetail();
    expect(await row("Pairs with")).toEqual(["Nakshi Gold Bangles", "Everyday Box Chain"]);
    expect(await row("More in this category")).toEqual(["Surjomukhi Medallion Necklace"]);
  });

  it("leaves out a row with nothing in it", async () => {
    fakeApi(
      byPath({
        "/api/jewelry/necklace": json(necklace),
        "/api/jewelry/necklace/related": json({ pairsWith: [], moreInCategory: [medallion] }),
      }),
    );
    renderDetail();
    expect(await row("More in this category")).toEqual(["Surjomukhi Medallion Necklace"]);
    expect(screen.queryByRole("heading", { name: "Pairs with" })).toBeNull();
  });

  describe("in Bengali", () => {
    onBengaliPage();

    it("names the rows in Bengali", async () => {
      fakeApi();
      await putSavedCatalogue(catalogue);
      renderDetail();
      expect(await row("সাথে মিলিয়ে পরুন")).toHaveLength(2);
      expect(await row("এই ধরনের আরও গয়না")).toHaveLength(1);
      expect(screen.getByRole("link", { name: "সব দেখুন: হার" })).toBeTruthy();
    });
  });
});
