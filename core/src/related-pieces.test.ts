import { describe, expect, it } from "vitest";
import { MORE_IN_CATEGORY, relatedPieces } from "./related-pieces";
import type { JewelryItem } from "./schemas/jewelry";
import { jewelryItem } from "./testing/catalogue-test-data";

/** Newest first, as the catalogue lists them: n1 is the newest necklace. */
const catalogue: JewelryItem[] = [
  jewelryItem({ _id: "n1", name: "Necklace 1", category: "Necklace" }),
  jewelryItem({ _id: "e1", name: "Jhumka", category: "Earrings" }),
  jewelryItem({ _id: "n2", name: "Necklace 2", category: "Necklace" }),
  jewelryItem({ _id: "item", name: "Rajkonna", category: "Necklace" }),
  jewelryItem({ _id: "n3", name: "Necklace 3", category: "Necklace" }),
  jewelryItem({ _id: "b1", name: "Bangles", category: "Bangles" }),
  jewelryItem({ _id: "n4", name: "Necklace 4", category: "Necklace" }),
  jewelryItem({ _id: "n5", name: "Necklace 5", category: "Necklace" }),
  jewelryItem({ _id: "n6", name: "Necklace 6", category: "Necklace" }),
];
const ids = (items: JewelryItem[]) => items.map((item) => item._id);
const of = (pairsWith?: string[]) =>
  relatedPieces({ ...(catalogue[3] as JewelryItem), pairsWith }, catalogue);

describe("relatedPieces", () => {
  it("shows a handful of the newest others of the category when nothing is paired", () => {
    expect(MORE_IN_CATEGORY).toBe(4);
    expect(of()).toEqual({
      pairsWith: [],
      moreInCategory: catalogue.filter((item) => ["n1", "n2", "n3", "n4"].includes(item._id)),
    });
    expect(ids(of([]).moreInCategory)).toEqual(["n1", "n2", "n3", "n4"]);
  });

  it("keeps the owner's order of the pairs, and never repeats a paired piece in the category's row", () => {
    const related = of(["b1", "n2", "e1"]);
    expect(ids(related.pairsWith)).toEqual(["b1", "n2", "e1"]);
    expect(ids(related.moreInCategory)).toEqual(["n1", "n3", "n4", "n5"]);
  });

  it("leaves out paired pieces the catalogue no longer holds, and the piece itself", () => {
    const related = of(["sold", "e1", "item"]);
    expect(ids(related.pairsWith)).toEqual(["e1"]);
    expect(ids(related.moreInCategory)).not.toContain("item");
  });

  it("shows only what there is in a small category", () => {
    const ring = jewelryItem({ _id: "r1", name: "Ring", category: "Ring" });
    expect(relatedPieces(ring, [...catalogue, ring])).toEqual({ pairsWith: [], moreInCategory: [] });
  });
});
