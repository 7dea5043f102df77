import { screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cataloguePage, filtersFromParams, pageFromParams } from "#core/catalogue-filters";
import { endpoints } from "#core/endpoints";
import { type ApiReader, PAGE_READS_ELEMENT_ID, type PageRead, type PageReads } from "#core/page-render";
import { relatedPieces } from "#core/related-pieces";
import type { CollectionWithPieces } from "#core/schemas/collection";
import type { JewelryItem } from "#core/schemas/jewelry";
import { settingsDefaults } from "#core/settings-defaults";
import { jewelryItem, sampleJewelry } from "#core/testing/catalogue-test-data";
import { loadMatchedPages } from "./app/load-matched-pages";
import { routes } from "./app/routes";
import { keepOnDevice, seedFromServedPage } from "./data/api/public-reads";
import { db } from "./data/device/db";
import { fakeApi, unmountAndRestoreFetch } from "./data/testing/fake-api";
import { renderPage } from "./entry-server";
import { rateBoard } from "./shared/testing/rates-test-data";
import { asOnServer, hydrateServerHtml } from "./shared/testing/server-render";
import { GALLERY_IMAGE_SIZES } from "./site/catalogue/detail-image-sizes";
import { CARD_IMAGE_SIZES } from "./site/catalogue/jewelry-card/jewelry-grid";

const answered = (data: unknown): PageRead => ({ status: 200, data, etag: '"v1"' });

const bridalPieces = [sampleJewelry[2], sampleJewelry[0]].flatMap((item) => item ?? []);
const bridal: CollectionWithPieces = {
  _id: "bridal-id",
  slug: "bridal",
  name: "Bridal",
  description: "",
  bn: { name: "বিয়ের গহনা", description: "" },
  coverImage: "",
  cover: bridalPieces[0]?.imageUrl ?? "",
  pieceIds: bridalPieces.map((item) => item._id),
  pieces: bridalPieces,
  createdAt: "2026-11-22T04:00:00.000Z",
  updatedAt: "2026-11-22T04:00:00.000Z",
};

/** The public API as the server reads it in process, recording every path asked for. */
function apiReader(catalogue = sampleJewelry) {
  const asked: string[] = [];
  const answers: Record<string, PageRead> = {
    [endpoints.getSettings.path]: answered(settingsDefaults),
    [endpoints.listJewelry.path]: answered(catalogue),
    [endpoints.listFeaturedJewelry.path]: answered(sampleJewelry.filter((item) => item.featured)),
    [endpoints.getGoldRates.path]: answered(rateBoard),
    [endpoints.listCollections.path]: answered([{ ...bridal, pieces: undefined }]),
    "/api/collections/bridal": answered(bridal),
    ...Object.fromEntries(catalogue.map((item) => [`/api/jewelry/${item._id}`, answered(item)])),
    ...Object.fromEntries(
      catalogue.map((item) => [`/api/jewelry/${item._id}/related`, answered(relatedPieces(item, catalogue))]),
    ),
  };
  const read: ApiReader = async (path) => {
    asked.push(path);
    const url = new URL(path, "http://shop.test");
    if (url.pathname === endpoints.jewelryPage.path) {
      const { searchParams } = url;
      return answered(
        cataloguePage(catalogue, filtersFromParams(searchParams), pageFromParams(searchParams)),
      );
    }
    return (
      answers[path] ??
      (path.startsWith(endpoints.rateHistory.path) ? answered({ points: [] }) : { status: 404 })
    );
  };
  return { read, asked };
}

/** Starts the browser's reads as the app does from the server's page, its reads inlined in it. */
function seedAsServed(reads: PageReads) {
  const inlined = document.createElement("script");
  inlined.type = "application/json";
  inlined.id = PAGE_READS_ELEMENT_ID;
  inlined.textContent = JSON.stringify(reads);
  document.body.append(inlined);
  seedFromServedPage();
  inlined.remove();
}

const renderOnServer = (url: string, read: ApiReader) =>
  asOnServer(() => renderPage(`http://shop.test${url}`, read));

/** Renders `url` as the server does and hydrates it, as the browser does with the server's page. */
async function renderAndHydrate(url: string, read: ApiReader) {
  const page = await renderOnServer(url, read);
  const requests = fakeApi();
  await loadMatchedPages(routes, url);
  seedAsServed(page.reads);
  const hydrated = hydrateServerHtml(
    page.html,
    <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />,
  );
  return { page, requests, ...hydrated };
}

afterEach(unmountAndRestoreFetch);

describe("a public page rendered on the server", () => {
  it.each([
    ["/", "Jewellery Crafted for Every Celebration"],
    ["/jewelry", "Our Jewelry Collection"],
    ["/jewelry/necklace", "Rajkonna Bridal Necklace"],
    ["/jewelry/gone", "Jewelry Not Found"],
    ["/collections/bridal", "Bridal"],
    ["/collections/gone", "Collection Not Found"],
    ["/gold-calculator", "Gold Calculator"],
    ["/gold-calculator-enhanced", "Enhanced Gold Calculator"],
    ["/gold-rates", "Today's Gold & Silver Rate"],
    ["/about", settingsDefaults.aboutUs.title],
    ["/contact", settingsDefaults.contactUs.title],
    ["/no/such/page", "Page Not Found"],
  ])("%s hydrates as rendered, asking the network for nothing", async (url, heading) => {
    const { read } = apiReader();
    const page = await renderOnServer(url, read);

    const requests = fakeApi();
    await loadMatchedPages(routes, url);
    seedAsServed(page.reads);
    const { onRecoverableError } = hydrateServerHtml(
      page.html,
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />,
    );

    expect(screen.getByRole("heading", { level: 1, name: heading })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The home page asks for the sample catalogue by POST, as the spec has it; nothing is read again
    // (so the server read all the page renders from), not even the catalogue's copy on its own page:
    // the service worker keeps that (ADR 042).
    expect(requests.filter((request) => request.method === "GET").map((request) => request.path)).toEqual([]);
  });

  it.each([
    ["the visitor turns to the search", () => screen.getByRole("searchbox").focus()],
    [
      "the browser goes offline",
      () => {
        vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
        window.dispatchEvent(new Event("offline"));
      },
    ],
  ])("reads and syncs the device's copy of the catalogue once %s", async (_, happen) => {
    const { requests } = await renderAndHydrate("/jewelry", apiReader().read);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests).toEqual([]);
    try {
      happen();
      await waitFor(() =>
        expect(requests.map((request) => request.path)).toContain(endpoints.jewelryChanges.path),
      );
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("renders the catalogue with its items, and carries only what the page read", async () => {
    const { read, asked } = apiReader();
    const page = await renderOnServer("/jewelry", read);
    for (const item of sampleJewelry) expect(page.html).toContain(item.name);
    expect(page.html).toContain(`Showing ${sampleJewelry.length} of ${sampleJewelry.length} items`);
    // The page of the list it shows, never the whole catalogue.
    expect(Object.keys(page.reads).sort()).toEqual(
      [endpoints.jewelryPage.path, endpoints.getSettings.path, endpoints.getGoldRates.path].sort(),
    );
    // Each read once, for one render.
    expect(new Set(asked).size).toBe(asked.length);
    expect(page.modules).toEqual(["src/app/start.tsx", "src/site/catalogue/jewelry-list-page.tsx"]);
  });

  it("sends an item's page without the whole catalogue", async () => {
    const { read, asked } = apiReader();
    const page = await renderOnServer("/jewelry/necklace", read);
    expect(asked).not.toContain(endpoints.listJewelry.path);
    expect(Object.keys(page.reads)).not.toContain(endpoints.listJewelry.path);
    expect(page.reads["/api/jewelry/necklace"]).toEqual(answered(sampleJewelry[0]));
    // The description's Markdown reader loads apart in the browser; the server's HTML has it whole.
    expect(page.html).toContain("<strong>bridal collar</strong>");
  });

  it("sends an item's page with the pieces shown below it, and hydrates without asking again", async () => {
    const catalogue = [
      { ...(sampleJewelry[0] as JewelryItem), pairsWith: ["bangles"] },
      ...sampleJewelry.slice(1),
      jewelryItem({ _id: "medallion", name: "Surjomukhi Medallion Necklace", category: "Necklace" }),
    ];
    const { page, onRecoverableError } = await renderAndHydrate(
      "/jewelry/necklace",
      apiReader(catalogue).read,
    );
    expect(page.reads["/api/jewelry/necklace/related"]).toEqual(
      answered({ pairsWith: [catalogue[3]], moreInCategory: [catalogue[4]] }),
    );
    const sent = document.createElement("template");
    sent.innerHTML = page.html;
    const row = (name: string) =>
      [...sent.content.querySelectorAll(`ul[aria-label="${name}"] h3`)].map((heading) => heading.textContent);
    expect(row("Pairs with")).toEqual(["Nakshi Gold Bangles"]);
    expect(row("More in this category")).toEqual(["Surjomukhi Medallion Necklace"]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onRecoverableError).not.toHaveBeenCalled();
  });

  it("keeps a missing item's 404 with the page, and shows it after hydration too", async () => {
    const { read } = apiReader();
    const page = await renderOnServer("/jewelry/gone", read);
    expect(page.reads["/api/jewelry/gone"]).toEqual({ status: 404 });
  });

  it("sends a collection's page with its pieces in the owner's order, from its one read", async () => {
    const { read } = apiReader();
    const page = await renderOnServer("/collections/bridal", read);
    expect(Object.keys(page.reads).sort()).toEqual(
      ["/api/collections/bridal", endpoints.getSettings.path, endpoints.getGoldRates.path].sort(),
    );
    const [first, second] = bridalPieces.map((item) => page.html.indexOf(item.name));
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first ?? 0);
    expect(page.modules).toEqual(["src/app/start.tsx", "src/site/collections/collection-page.tsx"]);
    expect((await renderOnServer("/collections/gone", read)).reads["/api/collections/gone"]).toEqual({
      status: 404,
    });
  });

  it("sends the home page with its row of collections, each leading to its page", async () => {
    const page = await renderOnServer("/", apiReader().read);
    expect(Object.keys(page.reads)).toContain(endpoints.listCollections.path);
    expect(page.html).toContain('href="/collections/bridal"');
    const bengali = await renderOnServer("/bn", apiReader().read);
    expect(bengali.html).toContain('href="/bn/collections/bridal"');
    expect(bengali.html).toContain("বিয়ের গহনা");
  });

  it("starts the device's copy from what the page was rendered with", async () => {
    const { read } = apiReader();
    const page = await renderOnServer("/gold-rates", read);
    seedAsServed(page.reads);
    await keepOnDevice(Object.keys(page.reads));
    const kept = await db.queries.toArray();
    const rates = kept.find(({ query }) => query.queryKey[1] === endpoints.getGoldRates.path);
    expect(rates?.query.state.data).toEqual(answered(rateBoard));
  });

  describe("with a photo the owner uploaded", () => {
    const HASH = "0123456789abcdef0123456789abcdef";
    const photo = `/uploads/${HASH}/1600x2000-c8a27a.jpg`;
    const catalogue = [
      jewelryItem({ _id: "jhumka", name: "Peacock Jhumka", imageUrl: photo, featured: true }),
      ...sampleJewelry,
    ];
    const srcSet = (format: string) =>
      [320, 480, 750, 1080, 1600].map((width) => `/uploads/${HASH}/${width}.${format} ${width}w`).join(", ");

    it("sends the piece's page with the photo's sources, so a phone picks its width before any script runs", async () => {
      const { page, onRecoverableError } = await renderAndHydrate(
        "/jewelry/jhumka",
        apiReader(catalogue).read,
      );
      expect(page.html).toContain(
        `<source type="image/avif" srcSet="${srcSet("avif")}" sizes="${GALLERY_IMAGE_SIZES}"/>`,
      );
      expect(page.html).toContain(
        `<source type="image/webp" srcSet="${srcSet("webp")}" sizes="${GALLERY_IMAGE_SIZES}"/>`,
      );
      const sent = document.createElement("template");
      sent.innerHTML = page.html;
      const img = sent.content.querySelector(`img[src="${photo}"]`);
      expect(img?.getAttribute("srcset")).toBe(srcSet("jpg"));
      expect(img?.getAttribute("sizes")).toBe(GALLERY_IMAGE_SIZES);
      expect([img?.getAttribute("width"), img?.getAttribute("height")]).toEqual(["1600", "2000"]);
      expect(img?.getAttribute("style")).toBe("background-color:#c8a27a");
      expect(img?.getAttribute("fetchpriority")).toBe("high");
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onRecoverableError).not.toHaveBeenCalled();
    });

    it("sends the catalogue's cards with the narrower width a card is laid out at", async () => {
      const { page, onRecoverableError } = await renderAndHydrate("/jewelry", apiReader(catalogue).read);
      expect(page.html).toContain(`srcSet="${srcSet("avif")}" sizes="${CARD_IMAGE_SIZES}"`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(onRecoverableError).not.toHaveBeenCalled();
    });
  });
});

describe("the first screen of a public page", () => {
  // ICU's start is a long task on a phone that no slicing can split: numbers, dates and Bengali
  // characters are written by the site's own code (core/format, core/markdown-text).
  it.each([
    "/",
    "/jewelry",
    "/jewelry/necklace",
    "/gold-calculator",
    "/gold-calculator-enhanced",
    "/gold-rates",
    "/about",
    "/contact",
  ])("%s starts no Intl formatter or segmenter, in English or in Bengali", async (url) => {
    const spies = (
      ["NumberFormat", "DateTimeFormat", "Segmenter", "PluralRules", "RelativeTimeFormat"] as const
    ).map((name) => vi.spyOn(Intl, name));
    try {
      await renderOnServer(url, apiReader().read);
      await renderOnServer(`/bn${url === "/" ? "" : url}`, apiReader().read);
      expect(spies.filter((spy) => spy.mock.calls.length > 0).map((spy) => spy.getMockName())).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe("a page in Bengali", () => {
  it("is the same page under /bn, with every link of the site kept under /bn", async () => {
    const page = await renderOnServer("/bn/gold-calculator", apiReader().read);
    expect(page.html).toContain('href="/bn/jewelry"');
    expect(page.html).toContain('href="/bn/contact"');
    expect(page.html).not.toMatch(/href="\/(jewelry|contact|about|gold-rates)"/);
  });

  it("names the catalogue's categories and metals in Bengali, on the cards and in the filters", async () => {
    const page = await renderOnServer("/bn/jewelry", apiReader().read);
    expect(page.html).toContain(">হার</p>");
    expect(page.html).toContain("<dd>সোনা</dd>");
    expect(page.html).toContain('<option value="Necklace">হার</option>');
    expect(page.html).toContain('<option value="Silver">রুপা</option>');
    // The words the data keeps stay out of sight, whatever the element.
    expect(page.html).not.toMatch(/>(Ring|Necklace|Bangles|Chain|Gold|Silver|Diamond)</);
  });

  it("finds an item's page and the page that is not there, as in English", async () => {
    const item = await renderOnServer("/bn/jewelry/necklace", apiReader().read);
    expect(Object.keys(item.reads)).toContain("/api/jewelry/necklace");
    const missing = await renderOnServer("/bn/no/such/page", apiReader().read);
    expect(missing.modules).toEqual(["src/app/start.tsx"]);
  });
});
