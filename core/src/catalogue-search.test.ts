import { describe, expect, it } from "vitest";
import { prepareSearch, searchIndexSteps } from "./catalogue-search";
import { searchWords, tradeMeanings } from "./search-terms";
import { jewelryItem } from "./testing/catalogue-test-data";

describe("indexing a catalogue for search ahead of the first keystroke", () => {
  const catalogue = Array.from({ length: 600 }, (_, index) =>
    jewelryItem({
      _id: `item-${index}`,
      name: index % 3 === 0 ? `Nakshi Bangle ${index}` : `Tara Ring ${index}`,
      category: index % 3 === 0 ? "Bangles" : "Ring",
    }),
  );

  it("takes small steps: the items a few dozen at a time, the words, their order in the whole texts and the names, then each meaning of the trade's words", () => {
    expect(searchIndexSteps(catalogue)).toHaveLength(600 / 25 + 3 + tradeMeanings().length);
  });

  it("is finished by a search that comes before its last step", () => {
    const unindexed = catalogue.map((item) => ({ ...item }));
    for (const step of searchIndexSteps(catalogue).slice(0, 7)) step();
    const found = (items: typeof catalogue, query: string) =>
      prepareSearch(items, query).found.map((at) => items[at]?._id);
    for (const query of ["bangle", "tara 599", "ring 3"]) {
      expect(found(catalogue, query)).toEqual(found(unindexed, query));
    }
    expect(found(catalogue, "tara 599")).toEqual(["item-599"]);
  });

  it("finds what a search without it finds", () => {
    const unindexed = catalogue.map((item) => ({ ...item }));
    for (const step of searchIndexSteps(catalogue)) step();
    for (const query of ["bala", "bangle", "ring", "angti", "nakhsi", "tara 12"]) {
      const found = (items: typeof catalogue) =>
        prepareSearch(items, query).found.map((at) => items[at]?._id);
      expect(found(catalogue)).toEqual(found(unindexed));
    }
  });
});

describe("the trade's meanings", () => {
  it("are one list for every spelling that means the same", () => {
    const [bala] = searchWords("bala");
    const [balaa] = searchWords("balaa");
    const [bengali] = searchWords("বালা");
    expect(balaa?.alternatives).toBe(bala?.alternatives);
    expect(bengali?.alternatives).toBe(bala?.alternatives);
    expect(tradeMeanings()).toContain(bala?.alternatives);
    expect(new Set(tradeMeanings().map((spellings) => spellings.join("|"))).size).toBe(
      tradeMeanings().length,
    );
  });
});
