import { describe, expect, it } from "vitest";

type Messages = Record<string, string>;
type CatalogueModule = Record<string, Messages>;

// Globbed rather than listed, so a new English file without its Bengali twin fails here too.
const englishFiles = import.meta.glob<CatalogueModule>("./en/*.ts", { eager: true });
const bengaliFiles = import.meta.glob<CatalogueModule>("./bn/*.ts", { eager: true });

const fileName = (path: string) => path.slice(path.lastIndexOf("/") + 1);
const byFileName = (files: Record<string, CatalogueModule>) =>
  new Map(Object.entries(files).map(([path, module]) => [fileName(path), module]));

const english = byFileName(englishFiles);
const bengali = byFileName(bengaliFiles);

/**
 * Values that read the same in Bengali text: names written in Latin as the brands write them.
 * Anything else left as in English is an untranslated string.
 */
const SAME_IN_BOTH_LANGUAGES = new Set([
  "Facebook",
  "Instagram",
  "Twitter",
  "YouTube",
  "LinkedIn",
  "WhatsApp",
]);

const PARAM = /\{(\w+)\}/g;
const params = (text: string) => [...new Set([...text.matchAll(PARAM)].map((match) => match[1]))].sort();
const withoutParams = (text: string) => text.replace(PARAM, "");
/** "{label} ({count})" or "{percent}%" has no words, so it is the same in every language. */
const hasWords = (text: string) => /\p{L}/u.test(withoutParams(text));
const BENGALI_SCRIPT = /\p{Script=Bengali}/u;
const LATIN_DIGIT = /[0-9]/;

/** The one catalogue object a file exports, by its export name. */
function catalogueOf(module: CatalogueModule): [string, Messages] {
  const exports = Object.entries(module);
  expect(exports).toHaveLength(1);
  return exports[0] as [string, Messages];
}

describe("the message catalogue", () => {
  it("has a Bengali file for every English one, and no other", () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...bengali.keys()].sort()).toEqual([...english.keys()].sort());
  });

  describe.each([...english.keys()].sort())("%s", (file) => {
    const [englishName, englishMessages] = catalogueOf(english.get(file) ?? {});
    const bengaliModule = bengali.get(file);
    const [bengaliName, bengaliMessages] = bengaliModule ? catalogueOf(bengaliModule) : ["", {}];
    const keys = Object.keys(englishMessages);

    it("exports the Bengali messages under the English name, with exactly the same keys", () => {
      expect(bengaliName).toBe(englishName);
      expect(Object.keys(bengaliMessages).sort()).toEqual([...keys].sort());
    });

    it("has no empty message in either language", () => {
      const blank = (messages: Messages) =>
        Object.entries(messages)
          .filter(([, text]) => text.trim() === "")
          .map(([key]) => key);
      expect(blank(englishMessages)).toEqual([]);
      expect(blank(bengaliMessages)).toEqual([]);
    });

    it("fills in the same {params} in Bengali as in English", () => {
      const mismatched = keys.filter(
        (key) => params(bengaliMessages[key] ?? "").join() !== params(englishMessages[key] ?? "").join(),
      );
      expect(mismatched).toEqual([]);
    });

    it("writes every message with words in Bengali, bar the names kept in Latin", () => {
      const untranslated = keys.filter((key) => {
        const text = bengaliMessages[key] ?? "";
        if (!hasWords(text) || SAME_IN_BOTH_LANGUAGES.has(text)) return false;
        return text === englishMessages[key] || !BENGALI_SCRIPT.test(text);
      });
      expect(untranslated).toEqual([]);
    });

    // য় and ড় can each be encoded two ways; NFC picks one, so searches and comparisons see equal text as equal.
    it("writes Bengali in Unicode's normal form NFC", () => {
      const decomposed = keys.filter((key) => {
        const text = bengaliMessages[key] ?? "";
        return text.normalize("NFC") !== text;
      });
      expect(decomposed).toEqual([]);
    });

    it("writes literal numbers in Bengali digits", () => {
      const latinDigits = keys.filter((key) => LATIN_DIGIT.test(withoutParams(bengaliMessages[key] ?? "")));
      expect(latinDigits).toEqual([]);
    });
  });
});
