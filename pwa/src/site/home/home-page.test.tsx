import { render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";
import { HomePage } from "./home-page";

const item = (n: number, featured: boolean): JewelryItem => ({
  _id: `item-${n}`,
  name: `Piece ${n}`,
  description: "A **fine** piece.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4,
  imageUrl: "/images/sample/ring-gold.svg",
  images: [],
  featured,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

const renderHome = () =>
  render(<RouterProvider router={createMemoryRouter([{ path: "/", element: <HomePage /> }])} />);

describe("the home page", () => {
  let calls: string[];
  const respond = (routes: Record<string, () => Response>) => {
    calls = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls.push(url);
        const route = routes[url];
        if (!route) throw new TypeError("Failed to fetch");
        return route();
      }),
    );
  };
  beforeEach(() => respond({}));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the hero and six placeholders while the collection loads, and asks once to seed the sample shop", async () => {
    const pending = vi.fn(async (_url: string): Promise<Response> => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", pending);
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
      expect(pending.mock.calls.filter(([url]) => url === "/api/init-sample-data-dev")).toHaveLength(1),
    );
  });

  it("shows every featured item, however many the owner marked", async () => {
    const featured = Array.from({ length: 8 }, (_, n) => item(n + 1, true));
    respond({ "/api/jewelry/featured": () => json(featured) });
    renderHome();
    expect(await screen.findByText("Piece 1")).toBeTruthy();
    const grid = screen.getByRole("list", { name: "Featured Collection" });
    expect(
      within(grid)
        .getAllByRole("heading")
        .map((heading) => heading.textContent),
    ).toEqual(featured.map(({ name }) => name));
    expect(calls).not.toContain("/api/jewelry");
  });

  it("falls back to the first six of the full list when the featured call fails", async () => {
    respond({
      "/api/jewelry/featured": () => json({ error: "Something went wrong" }, 500),
      "/api/jewelry": () => json(Array.from({ length: 9 }, (_, n) => item(n + 1, false))),
    });
    renderHome();
    expect(await screen.findByText("Piece 6")).toBeTruthy();
    expect(screen.queryByText("Piece 7")).toBeNull();
  });

  it("says it is offline when nothing has been saved yet and the network is down", async () => {
    respond({});
    renderHome();
    expect(await screen.findByText(/You are offline, and this page has not been saved/)).toBeTruthy();
  });
});
