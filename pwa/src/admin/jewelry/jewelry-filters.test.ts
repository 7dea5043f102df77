import { describe, expect, it } from "vitest";
import { jewelryItem } from "#core/testing/catalogue-test-data";
import { filterJewelry, NO_FILTERS } from "./jewelry-filters";

describe("the owner's search", () => {
  const bala = jewelryItem({
    _id: "bala",
    name: "Nakshi Bangles",
    category: "Bangles",
    bn: { name: "নকশি বালা", description: "হাতে খোদাই করা।" },
  });
  const ring = jewelryItem({ _id: "ring", name: "Tara Ring" });

  it.each([
    ["বালা", ["bala"]],
    ["খোদাই", ["bala"]],
    ["nakshi", ["bala"]],
    ["tara", ["ring"]],
    ["আংটি", []],
  ])("%j finds %j, in either language", (query, expected) => {
    expect(filterJewelry([bala, ring], { ...NO_FILTERS, query }).map((item) => item._id)).toEqual(expected);
  });
});
