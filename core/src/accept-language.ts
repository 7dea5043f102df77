import { boundedMemo } from "./bounded-memo";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./language";

/** One language range of an Accept-Language header, with its weight and its place in the header. */
interface WeightedRange {
  range: string;
  quality: number;
  position: number;
}

const RANGE = /^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i;
const QUALITY = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The ranges of an Accept-Language header (RFC 9110 §12.5.4), lowercased. An entry the grammar does
 * not allow, its range or its q-value malformed, is left out rather than guessed at.
 */
export function parseAcceptLanguage(header: string): WeightedRange[] {
  return header.split(",").flatMap((entry, position) => {
    const [range = "", ...parameters] = entry.split(";").map((part) => part.trim());
    if (!RANGE.test(range)) return [];
    let quality = 1;
    for (const parameter of parameters) {
      const weight = QUALITY.exec(parameter);
      if (!weight) return [];
      quality = Number(weight[1]);
    }
    return [{ range: range.toLowerCase(), quality, position }];
  });
}

/** The range that speaks for `language`: its own, as its best-weighted entry, else the wildcard's. */
function rangeFor(language: Language, ranges: WeightedRange[]): WeightedRange | undefined {
  const own = ranges
    .filter(({ range }) => range.split("-")[0] === language)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return own[0] ?? ranges.find(({ range }) => range === "*");
}

const preferredOfHeader = boundedMemo((header): Language => {
  const ranges = parseAcceptLanguage(header);
  let best: { language: Language; range: WeightedRange } | undefined;
  for (const language of LANGUAGES) {
    const range = rangeFor(language, ranges);
    if (!range || range.quality === 0) continue;
    const better =
      !best ||
      range.quality > best.range.quality ||
      (range.quality === best.range.quality && range.position < best.range.position);
    if (better) best = { language, range };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
});

/**
 * The site's language a browser asks for: "bn-BD" and "bn" both ask for Bengali, a weight of 0 rules a
 * language out, and between equal weights the one the header names first wins. A client that sends no
 * header (most crawlers) or accepts neither language gets English.
 */
export const preferredLanguage = (header: string | undefined): Language =>
  header ? preferredOfHeader(header) : DEFAULT_LANGUAGE;
