import { describe, expect, it } from "vitest";
import { sampleJewelry } from "../../shared/testing/catalogue-test-data";
import {
  filterJewelry,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  NO_FILTERS,
} from "./catalogue-filters";

const ids = (items: { _id: string }[]) => items.map((item) => item._id);

describe("filterJewelry", () => {
  it.each([
    ["no filters: everything", NO_FILTERS, ["necklace", "ring", "chain", "bangles"]],
    ["search in names, any case", { ...NO_FILTERS, q: "NAKSHI" }, ["bangles"]],
    ["search in descriptions", { ...NO_FILTERS, q: "crown setting" }, ["ring"]],
    ["search ignores surrounding spaces", { ...NO_FILTERS, q: "  box chain " }, ["chain"]],
    ["category, exact", { ...NO_FILTERS, category: "Chain" as const }, ["chain"]],
    ["metal, exact", { ...NO_FILTERS, metal: "Gold" as const }, ["necklace", "bangles"]],
    [
      "all three together",
      { q: "bridal", category: "Necklace" as const, metal: "Gold" as const },
      ["necklace"],
    ],
    ["nothing matches", { ...NO_FILTERS, q: "tiara" }, []],
  ])("%s", (_name, filters, expected) => {
    expect(ids(filterJewelry(sampleJewelry, filters))).toEqual(expected);
  });
});

describe("URL query", () => {
  it.each([
    ["", NO_FILTERS],
    ["?q=ring&category=Ring&metal=Gold", { q: "ring", category: "Ring", metal: "Gold" }],
    ["?category=Crown&metal=gold", NO_FILTERS],
  ])("reads %j", (query, expected) => {
    expect(filtersFromParams(new URLSearchParams(query))).toEqual(expected);
  });

  it("writes only the filters in use", () => {
    expect(filtersToParams(NO_FILTERS).toString()).toBe("");
    expect(filtersToParams({ q: "gold ring", category: "Ring", metal: "All" }).toString()).toBe(
      "q=gold+ring&category=Ring",
    );
    expect(filtersToParams({ ...NO_FILTERS, q: "   " }).toString()).toBe("");
  });

  it("knows when any filter is in use", () => {
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, q: " " })).toBe(false);
    expect(hasActiveFilters({ ...NO_FILTERS, metal: "Silver" })).toBe(true);
  });
});
