import { describe, expect, it } from "vitest";
import { highlightParts } from "./search-highlight";

describe("highlightParts", () => {
  it("marks every occurrence of a spelling, whatever its case", () => {
    expect(highlightParts("Gold Ring, gold chain", ["gold"])).toEqual([
      { text: "Gold", marked: true },
      { text: " Ring, ", marked: false },
      { text: "gold", marked: true },
      { text: " chain", marked: false },
    ]);
  });

  it("prefers the longest spelling where two start at the same place", () => {
    expect(highlightParts("Bangles", ["bangles", "bangle"])).toEqual([{ text: "Bangles", marked: true }]);
  });

  it("marks Bengali words, and reads characters a pattern would treat as its own literally", () => {
    expect(highlightParts("নকশি সোনার বালা", ["বালা"])).toEqual([
      { text: "নকশি সোনার ", marked: false },
      { text: "বালা", marked: true },
    ]);
    expect(highlightParts("Size 7 (US)", ["(us)"])).toEqual([
      { text: "Size 7 ", marked: false },
      { text: "(US)", marked: true },
    ]);
  });

  it("marks every text of a page alike with the one list a search gave", () => {
    const found = ["ring"];
    const texts = ["Gold Ring", "Earrings, a ring each", "Chain", "Ring"];
    expect(texts.map((text) => highlightParts(text, found))).toEqual([
      [
        { text: "Gold ", marked: false },
        { text: "Ring", marked: true },
      ],
      [
        { text: "Ear", marked: false },
        { text: "ring", marked: true },
        { text: "s, a ", marked: false },
        { text: "ring", marked: true },
        { text: " each", marked: false },
      ],
      [{ text: "Chain", marked: false }],
      [{ text: "Ring", marked: true }],
    ]);
  });

  it("leaves the text whole when there is nothing to mark", () => {
    expect(highlightParts("Gold Ring", [])).toEqual([{ text: "Gold Ring", marked: false }]);
    expect(highlightParts("Gold Ring", ["tiara"])).toEqual([{ text: "Gold Ring", marked: false }]);
  });
});
