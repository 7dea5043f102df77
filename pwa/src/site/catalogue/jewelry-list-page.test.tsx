import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CATALOGUE_PAGE_SIZE } from "#core/catalogue-filters";
import { jewelryItem, sampleJewelry } from "#core/testing/catalogue-test-data";
import { byPath, fakeApi, json, laterAnswer, unmountAndRestoreFetch } from "../../data/testing/fake-api";
import { putSavedCatalogue, wholeCatalogue } from "../../data/testing/saved-copy";
import { renderRoutes } from "../../shared/testing/render-routes";
import { JewelryListPage } from "./jewelry-list-page";

const CHANGES = "/api/jewelry/changes";

const renderList = (url = "/jewelry") =>
  renderRoutes(
    [
      { path: "/jewelry", element: <JewelryListPage /> },
      { path: "/jewelry/:id", element: <h1>Detail page</h1> },
    ],
    url,
  ).router;

afterEach(async () => {
  vi.restoreAllMocks();
  await unmountAndRestoreFetch();
});

/** Frames the test paints when it chooses, instead of the browser's. */
function heldFrames() {
  const waiting = new Map<number, FrameRequestCallback>();
  let next = 0;
  vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    next += 1;
    waiting.set(next, callback);
    return next;
  });
  vi.spyOn(window, "cancelAnimationFrame").mockImplementation((id) => waiting.delete(id));
  return {
    paint: () => {
      const due = [...waiting.values()];
      waiting.clear();
      for (const callback of due) callback(performance.now());
    },
  };
}

const cardNames = () =>
  within(screen.getByRole("list", { name: "Jewelry items" }))
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent);

describe("JewelryListPage", () => {
  it("shows nine placeholders and a loading status until the list arrives", async () => {
    const list = laterAnswer();
    fakeApi(byPath({ [CHANGES]: list.answer }));
    renderList();
    expect(screen.getByRole("heading", { level: 1, name: "Our Jewelry Collection" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    expect(within(screen.getByRole("list", { name: "Jewelry items" })).getAllByRole("listitem")).toHaveLength(
      9,
    );

    list.give(wholeCatalogue(sampleJewelry));
    expect(await screen.findByText("Showing 4 of 4 items")).toBeTruthy();
  });

  it("shows every saved item with the count line, and downloads the list when nothing is saved", async () => {
    fakeApi(byPath({ [CHANGES]: wholeCatalogue(sampleJewelry) }));
    renderList();
    expect(await screen.findByText("Showing 4 of 4 items")).toBeTruthy();
    expect(cardNames()).toEqual([
      "Rajkonna Bridal Necklace",
      "Classic Solitaire",
      "Everyday Box Chain",
      "Nakshi Gold Bangles",
    ]);
    expect(document.title).toMatch(/^Our Jewelry Collection/);
  });

  it("filters by search, category and metal, keeping them in the URL", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    const router = renderList();
    await screen.findByText("Showing 4 of 4 items");

    const addresses: string[] = [];
    const unsubscribe = router.subscribe((state) => addresses.push(state.location.search));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search" }), "BANGLES");
    expect(await screen.findByText("Showing 1 of 4 items")).toBeTruthy();
    expect(cardNames()).toEqual(["Nakshi Gold Bangles"]);
    await waitFor(() => expect(router.state.location.search).toBe("?q=BANGLES"), { timeout: 3000 });
    // Written once typing paused, not once a keystroke.
    expect(new Set(addresses)).toEqual(new Set(["?q=BANGLES"]));
    unsubscribe();

    await userEvent.clear(screen.getByRole("searchbox", { name: "Search" }));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Metal" }), "Gold");
    expect(await screen.findByText("Showing 2 of 4 items")).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Category" }), "Necklace");
    expect(await screen.findByText("Showing 1 of 4 items")).toBeTruthy();
    expect(cardNames()).toEqual(["Rajkonna Bridal Necklace"]);
    await waitFor(() => expect(router.state.location.search).toBe("?category=Necklace&metal=Gold"));
  });

  it("shows a long catalogue a page at a time, with links to the pages before and after", async () => {
    fakeApi();
    const pieces = Array.from({ length: 15 }, (_, n) =>
      jewelryItem({
        _id: `piece-${n + 1}`,
        name: `Piece ${n + 1}`,
        createdAt: new Date(Date.UTC(2025, 0, 30 - n)).toISOString(),
        metal: n % 5 === 4 ? "Silver" : "Gold",
      }),
    );
    await putSavedCatalogue(pieces);
    const router = renderList();
    // The line names the page's own cards, not every piece's.
    expect(await screen.findByText("Showing 1–12 of 15 items")).toBeTruthy();
    expect(cardNames()).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(cardNames()[0]).toBe("Piece 1");
    const pages = screen.getByRole("navigation", { name: "Pages of the collection" });
    expect(within(pages).getByText("Page 1 of 2")).toBeTruthy();
    expect(within(pages).queryByRole("link", { name: "Previous page" })).toBeNull();

    await userEvent.click(within(pages).getByRole("link", { name: "Next page" }));
    expect(await screen.findByText("Page 2 of 2")).toBeTruthy();
    expect(screen.getByText("Showing 13–15 of 15 items")).toBeTruthy();
    expect(router.state.location.search).toBe("?page=2");
    expect(cardNames()).toEqual(["Piece 13", "Piece 14", "Piece 15"]);
    expect(screen.getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/jewelry");

    // A new search starts again from the first page, over every piece, not only this page's.
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Metal" }), "Silver");
    expect(await screen.findByText("Showing 3 of 15 items")).toBeTruthy();
    expect(cardNames()).toEqual(["Piece 5", "Piece 10", "Piece 15"]);
    expect(screen.queryByRole("navigation", { name: "Pages of the collection" })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe("?metal=Silver"));
  });

  it("counts a filtered page's range among the matches and the whole catalogue", async () => {
    fakeApi();
    const pieces = Array.from({ length: 15 }, (_, n) =>
      jewelryItem({ _id: `piece-${n + 1}`, name: `Piece ${n + 1}`, metal: n < 13 ? "Gold" : "Silver" }),
    );
    await putSavedCatalogue(pieces);
    renderList();
    await screen.findByText("Showing 1–12 of 15 items");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Metal" }), "Gold");
    expect(await screen.findByText("Showing 1–12 of 13 matching items, 15 in all")).toBeTruthy();
    await userEvent.click(screen.getByRole("link", { name: "Next page" }));
    expect(await screen.findByText("Showing 13 of 13 matching items, 15 in all")).toBeTruthy();
  });

  it("draws a search's first row at once and the rest of its page once that row is painted", async () => {
    fakeApi();
    const pieces = Array.from({ length: 15 }, (_, n) =>
      jewelryItem({
        _id: `piece-${n + 1}`,
        name: `${n % 2 === 0 ? "Silver" : "Gold"} Piece ${n + 1}`,
        createdAt: new Date(Date.UTC(2025, 0, 30 - n)).toISOString(),
      }),
    );
    await putSavedCatalogue(pieces);
    renderList();
    await screen.findByText("Showing 1–12 of 15 items");
    const frames = heldFrames();

    await userEvent.click(screen.getByRole("searchbox", { name: "Search" }));
    await userEvent.paste("silver");
    expect(await screen.findByText("Showing 8 of 15 items")).toBeTruthy();
    // Pieces 13 and 15 were not on the page before: their places stay empty until the frame is painted.
    const drawnBefore = [
      "Silver Piece 1",
      "Silver Piece 3",
      "Silver Piece 5",
      "Silver Piece 7",
      "Silver Piece 9",
    ];
    expect(cardNames()).toEqual([...drawnBefore, "Silver Piece 11"]);

    act(() => frames.paint());
    await waitFor(() => expect(cardNames()).toHaveLength(8));
    expect(cardNames().slice(-2)).toEqual(["Silver Piece 13", "Silver Piece 15"]);
  });

  it("forgives a typo and marks what it found in the names and descriptions", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    renderList("/jewelry?q=nakhsi");
    expect(await screen.findByText("Showing 1 of 4 items")).toBeTruthy();
    const card = within(screen.getByRole("list", { name: "Jewelry items" })).getByRole("article");
    expect([...card.querySelectorAll("mark")].map((mark) => mark.textContent)).toEqual(["Nakshi", "nakshi"]);
    expect(within(card).getByRole("heading", { level: 2 }).textContent).toBe("Nakshi Gold Bangles");
  });

  it("asks the server for a search while the catalogue is still downloading, instead of waiting for it", async () => {
    const download = laterAnswer();
    const bangles = sampleJewelry.filter((item) => item._id === "bangles");
    const requests = fakeApi(
      byPath({
        [CHANGES]: download.answer,
        "/api/jewelry/page?q=bangles": json({
          items: bangles,
          highlights: ["bangles"],
          matched: 1,
          total: 4,
          page: 1,
          pageCount: 1,
        }),
      }),
    );
    renderList("/jewelry?q=bangles");
    expect(await screen.findByText("Showing 1 of 4 items")).toBeTruthy();
    expect(cardNames()).toEqual(["Nakshi Gold Bangles"]);
    expect(requests.map((request) => request.path + request.search)).toContain("/api/jewelry/page?q=bangles");

    download.give(wholeCatalogue(sampleJewelry));
    await waitFor(() => expect(cardNames()).toEqual(["Nakshi Gold Bangles"]));
  });

  it("starts from the filters in the URL", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    renderList("/jewelry?q=box&metal=Silver");
    expect(await screen.findByText("Showing 1 of 4 items")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("box");
    expect((screen.getByRole("combobox", { name: "Metal" }) as HTMLSelectElement).value).toBe("Silver");
    expect((screen.getByRole("combobox", { name: "Category" }) as HTMLSelectElement).value).toBe("All");
  });

  it("says when nothing matches and clears the filters on request", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    const router = renderList("/jewelry?q=tiara&category=Ring");
    expect(await screen.findByRole("heading", { name: "No jewelry found" })).toBeTruthy();
    expect(screen.getByText("Try adjusting your search or filter criteria")).toBeTruthy();
    expect(screen.getByText("Showing 0 of 4 items")).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Showing 4 of 4 items")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("follows the URL when it changes from outside, such as a link to /jewelry", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    const router = renderList("/jewelry?q=box");
    await screen.findByText("Showing 1 of 4 items");
    await router.navigate("/jewelry");
    expect(await screen.findByText("Showing 4 of 4 items")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement).value).toBe("");
  });

  it("says so when the shop has no items at all, without offering to clear filters", async () => {
    fakeApi(byPath({ [CHANGES]: wholeCatalogue([]) }));
    renderList();
    expect(await screen.findByRole("heading", { name: "No jewelry found" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("explains that the list is not saved yet when offline with nothing saved", async () => {
    fakeApi();
    renderList();
    expect(await screen.findByText(/You are offline/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows an error with a retry when the server fails and nothing is saved", async () => {
    fakeApi(byPath({ [CHANGES]: json({ error: "Boom" }, 500) }));
    renderList();
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(
      screen.getByText("This could not be loaded. Please check your connection and try again."),
    ).toBeTruthy();
  });

  it("opens a card's detail page", async () => {
    fakeApi();
    await putSavedCatalogue(sampleJewelry);
    renderList();
    await userEvent.click(await screen.findByRole("link", { name: "Classic Solitaire" }));
    expect(await screen.findByRole("heading", { name: "Detail page" })).toBeTruthy();
  });
});
