import { describe, expect, it } from "vitest";
import { CATEGORIES } from "./jewelry-terms";
import { normaliseSearchText, searchAlternatives, searchWords, TRADE_WORDS } from "./search-terms";

/** ড় typed as one code point and as ড followed by a nukta: two keyboards, one letter. */
const CHURI_COMPOSED = "চু\u09dcি";
const CHURI_DECOMPOSED = "চু\u09a1\u09bcি";

/** The alternatives as a set (their order is no promise), once the query is known to come first, alone. */
function spellingsOf(query: string): Set<string> {
  const found = searchAlternatives(query);
  expect(found[0]).toBe(normaliseSearchText(query).trim());
  expect(new Set(found).size).toBe(found.length);
  return new Set(found);
}

describe("searchAlternatives", () => {
  it.each([
    ["bala", ["bala", "বালা", "balaa", "bangle"]],
    ["BALA", ["bala", "বালা", "balaa", "bangle"]],
    ["balaa", ["balaa", "বালা", "bala", "bangle"]],
    ["বালা", ["বালা", "bala", "balaa", "bangle"]],
    ["churi", ["churi", "চুড়ি", "চূড়ি", "chudi", "choori", "churee", "bangle"]],
    ["chudi", ["chudi", "চুড়ি", "চূড়ি", "churi", "choori", "churee", "bangle"]],
    ["har", ["har", "হার", "নেকলেস", "haar", "necklace"]],
    ["nupur", ["nupur", "নূপুর", "নুপুর", "পায়েল", "nupoor", "noopur", "payel", "payal", "anklet"]],
    ["angtee", ["angtee", "আংটি", "আঙটি", "রিং", "angti", "aangti", "ring"]],
    ["sona", ["sona", "সোনা", "স্বর্ণ", "গোল্ড", "shona", "swarna", "sorno", "swarno", "gold"]],
    ["স্বর্ণ", ["স্বর্ণ", "সোনা", "গোল্ড", "sona", "shona", "swarna", "sorno", "swarno", "gold"]],
    ["rupa", ["rupa", "রুপা", "রূপা", "রুপো", "সিলভার", "roopa", "rupo", "silver"]],
    ["hira", ["hira", "হীরা", "হিরা", "হীরে", "হিরে", "ডায়মন্ড", "heera", "diamond"]],
    ["chain", ["chain", "চেইন", "চেন"]],
    ["লকেট", ["লকেট", "পেনডেন্ট", "পেন্ডেন্ট", "locket", "loket", "pendant"]],
    ["tikli", ["tikli", "টিকলি", "টিকলী", "tikoli", "teekli", "tikka"]],
    ["sitahar", ["sitahar", "সীতাহার", "সিতাহার", "sitahaar", "seetahar", "necklace"]],
  ])("%s", (query, expected) => {
    expect(spellingsOf(query)).toEqual(new Set(expected));
  });

  it("gathers every word an English word is shared by", () => {
    const necklace = searchAlternatives("necklace");
    expect(necklace).toEqual(expect.arrayContaining(["necklace", "হার", "har", "নেকলেস", "সীতাহার", "sitahar"]));
    expect(necklace).not.toContain("bangle");

    const earrings = searchAlternatives("earrings");
    expect(earrings[0]).toBe("earrings");
    expect(earrings).toEqual(expect.arrayContaining(["earring", "দুল", "dul", "ঝুমকা", "jhumka", "কানবালা"]));
  });

  it("gives the alternatives of every word of a longer query, after the query itself", () => {
    expect(spellingsOf("Sona  bala")).toEqual(
      new Set(["sona  bala", ...searchAlternatives("sona"), ...searchAlternatives("bala")]),
    );
  });

  it("keeps a known phrase of several words together", () => {
    const [earrings, ...others] = searchWords("কানের দুল");
    expect(others).toEqual([]);
    expect(earrings?.typed).toBe("কানের দুল");
    expect(new Set(earrings?.alternatives)).toEqual(spellingsOf("দুল"));
    expect(searchAlternatives("kaner dul")).toEqual(expect.arrayContaining(["kaner dul", "দুল", "earring"]));
    expect(searchWords("gold kaner dul").map((word) => word.typed)).toEqual(["gold", "kaner dul"]);
  });

  it("matches whole words only, with the trade's endings past a known word", () => {
    expect(searchAlternatives("bal")).toEqual(["bal"]);
    expect(searchAlternatives("balak")).toEqual(["balak"]);
    expect(spellingsOf("sonar")).toEqual(new Set(["sonar", ...searchAlternatives("sona")]));
    expect(spellingsOf("সোনার")).toEqual(new Set(["সোনার", ...searchAlternatives("সোনা")]));
    expect(spellingsOf("চুড়িগুলো")).toEqual(new Set(["চুড়িগুলো", ...searchAlternatives("চুড়ি")]));
    expect(spellingsOf("হারের")).toEqual(new Set(["হারের", ...searchAlternatives("হার")]));
    expect(spellingsOf("bangles")).toEqual(new Set(["bangles", ...searchAlternatives("bangle")]));
    expect(spellingsOf("rings")).toEqual(new Set(["rings", ...searchAlternatives("ring")]));
  });

  it("reads a word past the punctuation around it", () => {
    expect(spellingsOf("bala,")).toEqual(new Set(["bala,", "bala", "বালা", "balaa", "bangle"]));
    expect(searchAlternatives("(হার)")).toContain("necklace");
    expect(searchAlternatives("«সোনা»!?")).toContain("gold");
    expect(searchWords("...").map((word) => word.alternatives)).toEqual([[]]);
  });

  it("knows nothing of a word outside the trade's list", () => {
    expect(searchAlternatives("tiara")).toEqual(["tiara"]);
    expect(searchAlternatives("Nakshi")).toEqual(["nakshi"]);
  });

  it("is empty for a blank query", () => {
    expect(searchAlternatives("")).toEqual([]);
    expect(searchAlternatives("   ")).toEqual([]);
    expect(searchWords(" \t ")).toEqual([]);
  });

  it("treats composed and decomposed Bengali letters alike", () => {
    expect(CHURI_COMPOSED).not.toBe(CHURI_DECOMPOSED);
    expect(spellingsOf(CHURI_DECOMPOSED)).toEqual(spellingsOf(CHURI_COMPOSED));
    expect(searchAlternatives(CHURI_DECOMPOSED)).toContain("churi");
    expect(searchAlternatives("bangle")).toContain(normaliseSearchText(CHURI_DECOMPOSED));
  });

  it("ignores the invisible joiners Bengali keyboards put into conjuncts", () => {
    expect(searchAlternatives("স্\u200cবর্ণ")).toContain("gold");
    expect(searchAlternatives("আংটি\u200d")).toContain("ring");
  });
});

describe("the trade's words", () => {
  it.each(CATEGORIES)("reach the category %s from Bengali and from Latin letters", (category) => {
    const english = normaliseSearchText(category).replace(/s$/, "");
    const words = TRADE_WORDS.filter((word) => word.english.includes(english));
    expect(words.flatMap((word) => word.bengali)).not.toEqual([]);
    expect(words.flatMap((word) => word.latin)).not.toEqual([]);
  });

  it("spell each Bengali word in Bengali and each Latin word in Latin letters", () => {
    const bengali = /^[\p{Script=Bengali} ]+$/u;
    const latin = /^[a-z ]+$/;
    for (const word of TRADE_WORDS) {
      for (const spelling of word.bengali) expect(spelling).toMatch(bengali);
      for (const spelling of [...word.latin, ...word.english]) expect(spelling).toMatch(latin);
    }
  });
});
