import { describe, expect, it } from "vitest";
import {
  type CatalogueFilters,
  filtersFromParams,
  filtersToParams,
  hasActiveFilters,
  NO_FILTERS,
  searchCatalogue,
} from "./catalogue-filters";
import { prepareSearch } from "./catalogue-search";
import type { JewelryItem } from "./schemas/jewelry";
import { jewelryItem, sampleJewelry } from "./testing/catalogue-test-data";

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);
const filterJewelry = (items: readonly JewelryItem[], filters: CatalogueFilters) =>
  searchCatalogue(items, filters).found.map((at) => items[at] as JewelryItem);

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

/** Items in English only, as the catalogue is today, with the kinds the trade's words name. */
const englishCatalogue = [
  ...sampleJewelry,
  jewelryItem({ _id: "diamond-ring", name: "Diamond Ring", category: "Ring" }),
  jewelryItem({ _id: "earrings", name: "Gold Earrings", category: "Earrings" }),
  jewelryItem({ _id: "jhumka", name: "Temple Jhumka", category: "Earrings" }),
  jewelryItem({ _id: "harmony", name: "Harmony Pendant", category: "Pendant" }),
  jewelryItem({
    _id: "kada",
    name: "Plain Kada",
    description: "A heavy round bangle.",
    category: "Bracelet",
  }),
];

/** Items named in Bengali, as they will be once the admin writes both languages. */
const bengaliCatalogue = [
  jewelryItem({ _id: "bala", name: "নকশি সোনার বালা", category: "Bangles" }),
  // ড় written as ড and a nukta, as some keyboards write it.
  jewelryItem({ _id: "churi", name: "রুপার চু\u09a1\u09bcি", category: "Bangles", metal: "Silver" }),
  jewelryItem({ _id: "har", name: "বিয়ের হার", description: "লাল পাথরের সাথে।", category: "Necklace" }),
  jewelryItem({ _id: "nupur", name: "রুপার নূপুর", category: "Chain", metal: "Silver" }),
  jewelryItem({ _id: "kaner-dul", name: "কানের দুল", category: "Earrings" }),
  // য় written as one code point, as other keyboards write it.
  jewelryItem({ _id: "payel", name: "রুপার পা\u09dfেল", category: "Chain", metal: "Silver" }),
];

const search = (items: typeof sampleJewelry, q: string) => ids(filterJewelry(items, { ...NO_FILTERS, q }));

describe("filterJewelry with the trade's Bengali and Latin words", () => {
  it.each([
    ["bala", ["bangles", "kada"]],
    ["churi", ["bangles", "kada"]],
    ["বালা", ["bangles", "kada"]],
    ["চুড়ি", ["bangles", "kada"]],
    // The word as typed is found anywhere, as the spec's search is; the words it means are not.
    ["har", ["necklace", "harmony"]],
    ["হার", ["necklace"]],
    ["nupur", []],
    ["angti", ["ring", "diamond-ring"]],
    ["আংটি", ["ring", "diamond-ring"]],
    ["dul", ["earrings", "jhumka"]],
    // Every item in the category a word means, not only those named with it.
    ["jhumka", ["earrings", "jhumka"]],
    ["লকেট", ["harmony"]],
    // Gold is the metal of most: the search reads each item's metal as well as its words; those
    // named with it come first.
    ["sona", ["bangles", "earrings", "necklace", "diamond-ring", "jhumka", "harmony", "kada"]],
    ["sonar bala", ["bangles", "kada"]],
    ["rupa chain", ["chain"]],
  ])("%j in English names finds %j", (q, expected) => {
    expect(search(englishCatalogue, q)).toEqual(expected);
  });

  it.each([
    // The category's name counts as the item's words do: "ring" is in "Earrings".
    ["Ring", ["ring", "diamond-ring", "earrings", "jhumka"]],
    ["ring", ["ring", "diamond-ring", "earrings", "jhumka"]],
    ["GOLD", ["bangles", "earrings", "necklace", "diamond-ring", "jhumka", "harmony", "kada"]],
    ["bangles", ["bangles", "kada"]],
    ["nakshi gold", ["bangles"]],
    ["jhum", ["jhumka"]],
    ["tiara", []],
  ])("keeps the spec's search for %j", (q, expected) => {
    expect(search(englishCatalogue, q)).toEqual(expected);
  });

  it("ranks from the second letter: a first letter leaves the catalogue's order, and its cards, be", () => {
    const inOrder = englishCatalogue.filter((item) =>
      /g/i.test(`${item.name} ${item.description} ${item.category} ${item.metal}`),
    );
    expect(search(englishCatalogue, "g")).toEqual(ids(inOrder));
    expect(search(englishCatalogue, "go").slice(0, 2)).toEqual(["bangles", "earrings"]);
  });

  it.each([
    ["bala", ["bala", "churi"]],
    ["balaa", ["bala", "churi"]],
    ["Bangles", ["bala", "churi"]],
    ["churi", ["bala", "churi"]],
    ["চুড়ি", ["bala", "churi"]],
    ["চু\u09a1\u09bcি", ["bala", "churi"]],
    ["চু\u09dcি", ["bala", "churi"]],
    ["payel", ["nupur", "payel"]],
    ["পা\u09af\u09bcেল", ["nupur", "payel"]],
    ["sona", ["bala", "har", "kaner-dul"]],
    ["gold bangle", ["bala"]],
    ["silver", ["churi", "nupur", "payel"]],
    ["rupa", ["churi", "nupur", "payel"]],
    ["nupur", ["nupur", "payel"]],
    ["anklet", ["nupur", "payel"]],
    ["haar", ["har"]],
    ["necklace", ["har"]],
    ["সোনার", ["bala", "har", "kaner-dul"]],
    ["kaner dul", ["kaner-dul"]],
    ["earrings", ["kaner-dul"]],
    ["কানের", ["kaner-dul"]],
    ["পাথর", ["har"]],
    ["ring", ["kaner-dul"]],
  ])("%j in Bengali names finds %j", (q, expected) => {
    expect(search(bengaliCatalogue, q)).toEqual(expected);
  });

  it("still applies the category and metal filters", () => {
    const filtered = filterJewelry(bengaliCatalogue, { q: "rupa", category: "Bangles", metal: "Silver" });
    expect(ids(filtered)).toEqual(["churi"]);
  });
});

describe("search that forgives a slip of the thumb", () => {
  it.each([
    ["neckalce", ["necklace"]],
    // A slip for a word of the trade finds what the word finds.
    ["bangels", ["bangles", "kada"]],
    ["Nakhsi", ["bangles"]],
    ["solitare ring", ["ring"]],
    ["platinum", []],
    // Words of four letters or fewer must be typed right: "rign" is not "ring", "bold" is not "gold".
    ["rign", []],
    ["bold", []],
  ])("%j finds %j", (q, expected) => {
    expect(search(englishCatalogue, q)).toEqual(expected);
  });

  it("lets a short word slip once, so that one word does not find another", () => {
    const single = jewelryItem({ _id: "single", name: "Single Stone Ring", category: "Ring" });
    const bangle = jewelryItem({ _id: "bangle", name: "Plain Bangle", category: "Bangles" });
    const bengal = jewelryItem({ _id: "bengal", name: "Bengal Tiger Brooch", category: "Necklace" });
    const catalogue = [single, bangle, bengal];
    expect(search(catalogue, "bangle")).toEqual(["bangle"]);
    expect(search(catalogue, "bangl")).toEqual(["bangle"]);
    expect(search(catalogue, "singel")).toEqual(["single"]);
    expect(search(catalogue, "sinlge")).toEqual(["single"]);
    expect(search(catalogue, "sngle")).toEqual(["single"]);
  });

  it("finds Bengali words typed a letter wrong", () => {
    expect(search(bengaliCatalogue, "পাথোরের")).toEqual(["har"]);
  });

  it("names the spellings to mark, the near words and the words meant included, longest first", () => {
    const neckalce = prepareSearch(englishCatalogue, "neckalce").highlights;
    // The slip, the word it was for, and what that word means.
    expect(neckalce.slice(0, 2)).toEqual(["neckalce", "necklace"]);
    expect(neckalce).toEqual(expect.arrayContaining(["har", "হার"]));
    expect(prepareSearch(englishCatalogue, "solitare").highlights).toEqual(["solitaire", "solitare"]);
    const bala = prepareSearch(englishCatalogue, "bala").highlights;
    expect(bala).toEqual(expect.arrayContaining(["bala", "বালা", "bangle"]));
    expect(bala.map((spelling) => spelling.length)).toEqual(
      [...bala.map((s) => s.length)].sort((a, b) => b - a),
    );
    expect(prepareSearch(englishCatalogue, "").highlights).toEqual([]);
  });
});

describe("filterJewelry over the items' Bengali texts", () => {
  const gift = jewelryItem({
    _id: "gift",
    name: "Shishu Gift",
    description: "For a newborn.",
    category: "Bracelet",
    bn: { name: "শিশুর বালা", description: "মুখেভাতের উপহার।" },
  });
  const ring = jewelryItem({ _id: "ring", name: "Tara Ring", category: "Ring" });
  const catalogue = [gift, ring];

  it.each([
    ["বালা", ["gift"]],
    ["bala", ["gift"]],
    ["শিশুর", ["gift"]],
    ["মুখেভাত", ["gift"]],
    ["newborn", ["gift"]],
    ["আংটি", ["ring"]],
    ["churi", []],
  ])("%j finds %j, named in Bengali only in its Bengali name", (q, expected) => {
    expect(ids(filterJewelry(catalogue, { ...NO_FILTERS, q }))).toEqual(expected);
  });

  it("searches a saved copy from before items had Bengali texts", () => {
    const { bn: _, ...older } = gift;
    expect(ids(filterJewelry([older], { ...NO_FILTERS, q: "newborn" }))).toEqual(["gift"]);
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
