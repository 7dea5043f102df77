import { cleanup } from "@testing-library/react";
import { vi } from "vitest";
import type { JewelryItem } from "#core/schemas/jewelry";

/** A small catalogue for component tests: every filter and the search have something to find. */
export const jewelryItem = (
  overrides: Partial<JewelryItem> & Pick<JewelryItem, "_id" | "name">,
): JewelryItem => ({
  description: "Hand finished in our workshop.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: `/images/${overrides._id}.svg`,
  images: [],
  featured: false,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

export const sampleJewelry: JewelryItem[] = [
  jewelryItem({
    _id: "necklace",
    name: "Rajkonna Bridal Necklace",
    description: "A **bridal collar** with a ruby-red teardrop.",
    category: "Necklace",
    weight: 48.6,
    images: ["/images/necklace-detail.svg"],
    featured: true,
  }),
  jewelryItem({
    _id: "ring",
    name: "Classic Solitaire",
    description: "A single stone in a crown setting.",
    metal: "Diamond",
    purity: "18K",
  }),
  jewelryItem({
    _id: "chain",
    name: "Everyday Box Chain",
    description: "Sterling silver box chain.",
    category: "Chain",
    metal: "Silver",
    purity: "925",
    weight: 7.5,
  }),
  jewelryItem({
    _id: "bangles",
    name: "Nakshi Gold Bangles",
    description: "Engraved like a nakshi kantha.",
    category: "Bangles",
    weight: 32.4,
  }),
];

export const putSaved = async (path: string, data: unknown) => {
  const { db } = await import("../../data/db");
  await db.resources.put({ path, data, etag: null, syncedAt: new Date().toISOString() });
};

export const jsonResponse = (data: unknown, status = 200) =>
  new Response(JSON.stringify(data), {
    status,
    headers: { "content-type": "application/json", etag: '"1"' },
  });

/**
 * Stubs fetch: each path listed gets its answer, every other request fails as if offline (so
 * settings fall back to their defaults). `"offline"` makes a listed path fail too.
 */
export function stubApi(answers: Record<string, (() => Response | Promise<Response>) | "offline"> = {}) {
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = answers[path] ?? "offline";
    if (answer === "offline") throw new TypeError("Failed to fetch");
    return answer();
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

/**
 * Unmounts, then lets refreshes already under way (they read the device first, then fetch) reach the
 * stub, so none of them goes to the real network after the stub is removed.
 */
export async function unmountAndRestoreFetch() {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.unstubAllGlobals();
}
