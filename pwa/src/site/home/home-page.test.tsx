import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { settingsDefaults } from "#core/settings-defaults";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { byPath, fakeApi, json, type SentRequest, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedSettings } from "../../data/testing/saved-copy";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { rateBoard, rateEntry } from "../../shared/testing/rates-test-data";
import { renderRoutes } from "../../shared/testing/render-routes";
import { HomePage } from "./home-page";

const item = (n: number, featured: boolean) =>
  jewelryItem({ _id: `item-${n}`, name: `Piece ${n}`, featured });

const renderHome = () => renderRoutes([{ path: "/", element: <HomePage /> }]);

const requested = (requests: SentRequest[]) => requests.map(({ path, search }) => path + search);

describe("the home page", () => {
  afterEach(unmountAndRestoreFetch);

  it("shows the hero and six placeholders while the collection loads, and asks once to seed the sample shop", async () => {
    const api = fakeApi();
    renderHome();
    expect(
      screen.getByRole("heading", { level: 1, name: "Jewellery Crafted for Every Celebration" }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore Collection" }).getAttribute("href")).toBe("/jewelry");
    expect(screen.getByRole("link", { name: "Gold Calculator" }).getAttribute("href")).toBe(
      "/gold-calculator",
    );
    const grid = screen.getByRole("list", { name: "Featured Collection" });
    expect(within(grid).getAllByRole("listitem")).toHaveLength(6);
    await waitFor(() =>
      expect(requested(api).filter((path) => path === "/api/init-sample-data-dev")).toHaveLength(1),
    );
  });

  it("shows today's 22K price per vori on its first screen, with its move, linked to the board", async () => {
    const risen = { ...rateEntry("gold", "22K", 19600), previousPerGram: 19523 };
    fakeApi(byPath({ "/api/gold-rates": json({ ...rateBoard, goldPrices: [risen] }) }));
    renderHome();
    const card = await screen.findByRole("link", { name: /^Today's rate · 22 Karat Gold/ });
    expect(card.getAttribute("href")).toBe("/gold-rates");
    expect(card.textContent).toContain("৳2,28,614 per vori");
    expect(within(card).getByText("up ৳898 since the previous rate")).toBeTruthy();
    expect(card.textContent).toContain("In effect since 22 Nov 2026, 10:15 AM");
  });

  it("shows every featured item, however many the owner marked", async () => {
    const featured = Array.from({ length: 8 }, (_, n) => item(n + 1, true));
    const api = fakeApi(byPath({ "/api/jewelry/featured": json(featured) }));
    renderHome();
    expect(await screen.findByText("Piece 1")).toBeTruthy();
    const grid = screen.getByRole("list", { name: "Featured Collection" });
    expect(
      within(grid)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(featured.map(({ name }) => name));
    expect(requested(api)).not.toContain("/api/jewelry");
  });

  it("asks for the hero picture first, and the featured photos only as they come near the screen", async () => {
    fakeApi(byPath({ "/api/jewelry/featured": json([item(1, true), item(2, true)]) }));
    const { container } = renderHome();
    await screen.findByText("Piece 1");
    const hero = container.querySelector("section img");
    expect(hero?.getAttribute("fetchpriority")).toBe("high");
    const photos = within(screen.getByRole("list", { name: "Featured Collection" })).getAllByRole("img");
    expect(photos).toHaveLength(2);
    for (const photo of photos) {
      expect(photo.getAttribute("loading")).toBe("lazy");
      expect(photo.getAttribute("fetchpriority")).toBeNull();
    }
  });

  it("falls back to the first six of the list's first page when the featured call fails", async () => {
    fakeApi(
      byPath({
        "/api/jewelry/featured": json({ error: "Something went wrong" }, 500),
        "/api/jewelry/page": json({
          items: Array.from({ length: 9 }, (_, n) => item(n + 1, false)),
          matched: 9,
          total: 9,
          page: 1,
          pageCount: 1,
        }),
      }),
    );
    renderHome();
    expect(await screen.findByText("Piece 6")).toBeTruthy();
    expect(screen.queryByText("Piece 7")).toBeNull();
  });

  it("says it is offline when nothing has been saved yet and the network is down", async () => {
    fakeApi();
    renderHome();
    expect(await screen.findByText(/You are offline, and this page has not been saved/)).toBeTruthy();
  });
});

describe("the home page in Bengali", () => {
  onBengaliPage();
  afterEach(unmountAndRestoreFetch);

  it("reads the shop's Bengali texts out of the box, and each featured piece's Bengali name", async () => {
    const bala = jewelryItem({
      _id: "bala",
      name: "Nakshi Bangles",
      featured: true,
      bn: { name: "নকশি বালা", description: "হাতে খোদাই করা।" },
    });
    fakeApi(byPath({ "/api/jewelry/featured": json([bala]) }));
    renderHome();
    const bn = settingsDefaults.homePage.bn;
    expect(screen.getByRole("heading", { level: 1, name: bn?.heroTitle })).toBeTruthy();
    expect(screen.getByText(bn?.heroSubtitle ?? "")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: bn?.features.feature2.title })).toBeTruthy();
    expect(await screen.findByRole("link", { name: "নকশি বালা" })).toBeTruthy();
    expect(screen.getByText("হাতে খোদাই করা।")).toBeTruthy();
    expect(screen.queryByText("Nakshi Bangles")).toBeNull();
    // The tab keeps the Bengali title the server gave the page.
    expect(document.title).toBe(settingsDefaults.seo.bn?.metaTitle);
  });

  it("shows the English text wherever the Bengali one is blank, never an empty space", async () => {
    const item = jewelryItem({
      _id: "ring",
      name: "Tara Ring",
      featured: true,
      bn: { name: " ", description: "" },
    });
    fakeApi(byPath({ "/api/jewelry/featured": json([item]) }));
    await putSavedSettings({
      homePage: {
        ...settingsDefaults.homePage,
        heroTitle: "Eid Collection",
        tagline: "Since 1998",
        bn: {
          siteName: "",
          tagline: "",
          heroTitle: "",
          heroSubtitle: "হাতে গড়া গয়না",
          features: {
            feature1: { title: "", description: "" },
            feature2: { title: "নিজস্ব কারিগর", description: "" },
            feature3: { title: "", description: "" },
          },
        },
      },
    });
    renderHome();
    expect(await screen.findByRole("heading", { level: 1, name: "Eid Collection" })).toBeTruthy();
    expect(screen.getByText("Since 1998")).toBeTruthy();
    expect(screen.getByText("হাতে গড়া গয়না")).toBeTruthy();
    const features = screen.getAllByRole("heading", { level: 3 }).slice(0, 3);
    expect(features.map((heading) => heading.textContent)).toEqual([
      settingsDefaults.homePage.features.feature1.title,
      "নিজস্ব কারিগর",
      settingsDefaults.homePage.features.feature3.title,
    ]);
    expect(screen.getByText(settingsDefaults.homePage.features.feature2.description)).toBeTruthy();
    expect(await screen.findByRole("link", { name: "Tara Ring" })).toBeTruthy();
  });
});
