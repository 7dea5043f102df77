import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CollectionWithPieces } from "#core/schemas/collection";
import { sampleJewelry } from "#core/testing/catalogue-test-data";
import { byPath, fakeApi, json, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSaved } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { renderRoutes } from "../../shared/testing/render-routes";
import { CollectionPage } from "./collection-page";

const PATH = "/api/collections/bridal";
const pieces = sampleJewelry.slice(0, 3).reverse();
const bridal: CollectionWithPieces = {
  _id: "c1",
  slug: "bridal",
  name: "Bridal",
  description: "The wedding set, piece by piece.",
  bn: { name: "বিয়ের গহনা", description: "বিয়ের পুরো সেট।" },
  coverImage: "",
  cover: pieces[0]?.imageUrl ?? "",
  pieceIds: pieces.map((piece) => piece._id),
  pieces,
  createdAt: "2026-11-22T04:00:00.000Z",
  updatedAt: "2026-11-22T04:00:00.000Z",
};

const renderPage = () =>
  renderRoutes(
    [
      { path: "/collections/:slug", element: <CollectionPage /> },
      { path: "/jewelry", element: <h1>All jewellery</h1> },
    ],
    "/collections/bridal",
  );

const cardNames = () =>
  within(screen.getByRole("list", { name: "Bridal" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

afterEach(unmountAndRestoreFetch);

describe("CollectionPage", () => {
  it("shows the collection's name, words and count, then its pieces in the owner's order", async () => {
    fakeApi(byPath({ [PATH]: json(bridal) }));
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Bridal" })).toBeTruthy();
    expect(screen.getByText("The wedding set, piece by piece.")).toBeTruthy();
    expect(screen.getByText("3 pieces")).toBeTruthy();
    expect(cardNames()).toEqual(pieces.map((piece) => piece.name));
    expect(screen.getByRole("link", { name: "See all our jewellery" }).getAttribute("href")).toBe("/jewelry");
  });

  it("opens offline from the device's copy", async () => {
    fakeApi();
    await putSaved(PATH, bridal);
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Bridal" })).toBeTruthy();
    expect(cardNames()).toEqual(pieces.map((piece) => piece.name));
  });

  it("says the collection is not found when the server answers 404, and leads to the whole catalogue", async () => {
    fakeApi(byPath({ [PATH]: json({ error: "Collection not found" }, 404) }));
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Collection Not Found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all our jewellery" })).toBeTruthy();
  });

  it("explains that nothing is saved yet when offline on a first visit, with a way to try again", async () => {
    fakeApi();
    renderPage();
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  describe("in Bengali", () => {
    onBengaliPage();

    it("names the collection and counts its pieces in Bengali", async () => {
      fakeApi(byPath({ [PATH]: json(bridal) }));
      renderPage();
      expect(await screen.findByRole("heading", { level: 1, name: "বিয়ের গহনা" })).toBeTruthy();
      expect(screen.getByText("বিয়ের পুরো সেট।")).toBeTruthy();
      expect(screen.getByText("৩টি গহনা")).toBeTruthy();
    });
  });
});
