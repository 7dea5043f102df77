import { describe, expect, it } from "vitest";
import { parseAcceptLanguage, preferredLanguage } from "./accept-language";

describe("the language a browser asks for", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["bn", "bn"],
    ["bn-BD", "bn"],
    ["BN-bd", "bn"],
    ["bn-IN,bn;q=0.9", "bn"],
    ["en-US,en;q=0.9", "en"],
    ["bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7", "bn"],
    ["en-GB,en;q=0.9,bn;q=0.8", "en"],
    ["en;q=0.5,bn;q=0.8", "bn"],
    ["bn;q=0.5,en;q=0.8", "en"],
    // Equal weights: the one named first.
    ["bn,en", "bn"],
    ["en,bn", "en"],
    ["en;q=0.7,bn;q=0.700", "en"],
    // A language's best-weighted range speaks for it.
    ["en;q=0.6,bn-BD;q=0.1,bn;q=0.9", "bn"],
    // The wildcard stands for any language not named; English first between equals.
    ["*", "en"],
    ["*,en;q=0", "bn"],
    ["fr,*;q=0.5,en;q=0.1", "bn"],
    ["bn;q=0,*", "en"],
    // Refused: a weight of 0 rules a language out.
    ["bn;q=0", "en"],
    ["en;q=0,bn;q=0", "en"],
    // Neither language: English, the site's own.
    ["fr-FR,fr;q=0.9,de;q=0.8", "en"],
    ["hi-IN", "en"],
    // "bnx" and "b" are other languages, not Bengali.
    ["bnx,en;q=0.1", "en"],
    // Malformed entries are left out, the rest still counts.
    ["bn;q=2,en;q=0.5", "en"],
    ["bn;q=abc", "en"],
    ["bn;q=0.1234,en;q=0.5", "en"],
    ["b@d,bn;q=0.5", "bn"],
    [" bn-BD ; q=0.9 , en ; q=0.8 ", "bn"],
    [",,bn,,", "bn"],
  ])("%j prefers %s", (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });

  it("reads each range with its weight and its place, lowercased, dropping what the grammar forbids", () => {
    expect(parseAcceptLanguage("bn-BD, en;q=0.8, *;q=0.1, x y, fr;q=1.5")).toEqual([
      { range: "bn-bd", quality: 1, position: 0 },
      { range: "en", quality: 0.8, position: 1 },
      { range: "*", quality: 0.1, position: 2 },
    ]);
  });
});
