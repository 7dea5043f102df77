/**
 * Plain-text views of the Markdown that item descriptions are written in, for places such as cards
 * and meta descriptions where formatting cannot be shown.
 */

export const ELLIPSIS = "…";

/** Whole-line constructs, applied line by line before inline ones. */
const LINE_RULES: readonly [RegExp, string][] = [
  [/^\s{0,3}(?:`{3,}|~{3,}).*$/, ""], // code fences (the code inside stays)
  [/^\s{0,3}(?:[-*_]\s*){3,}$/, ""], // thematic breaks
  [/^\s{0,3}\[[^\]]+\]:\s+\S.*$/, ""], // link reference definitions
  [/^\s{0,3}(?:>\s?)+/, ""], // blockquote markers, nested too
  [/^\s{0,3}#{1,6}(?:\s+(.*?))?(?:\s+#+)?\s*$/, "$1"], // ATX headings, with optional closing hashes
  [/^\s{0,3}(?:=+|-+)\s*$/, ""], // setext heading underlines
  [/^\s*(?:[-*+]|\d{1,9}[.)])\s+(?:\[[ xX]\]\s+)?/, ""], // list markers and task boxes
];

/**
 * Inline constructs, in an order where earlier rules leave nothing later rules would misread. A rule
 * with a third part runs only on text that holds it: its pattern's Unicode classes cost a phone
 * milliseconds to build the first time, on a page's start, for text that seldom needs it.
 */
const INLINE_RULES: readonly (readonly [RegExp, string, string?])[] = [
  [/!\[[^\]]*\]\([^)]*\)/g, ""], // images
  [/!\[[^\]]*\]\[[^\]]*\]/g, ""], // reference images
  [/\[([^\]]*)\]\([^)]*\)/g, "$1"], // links
  [/\[([^\]]*)\]\[[^\]]*\]/g, "$1"], // reference links
  [/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, "$1"], // autolinks
  [/<\/?[A-Za-z][^>]*>/g, ""], // inline HTML tags (never shown as HTML anyway)
  [/(`+)\s?([^`]*?)\s?\1/g, "$2"], // inline code
  [/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2"], // strong
  [/\*(?=\S)([^*]*?\S)\*/g, "$1"], // emphasis with *
  [/(^|[^\p{L}\p{N}_])_(?=\S)([^_]*?\S)_(?![\p{L}\p{N}_])/gu, "$1$2", "_"], // emphasis with _, not inside snake_case
  [/~~(?=\S)([\s\S]*?\S)~~/g, "$1"], // strikethrough
];

/**
 * Escaped punctuation (`\*`) is swapped for private-use characters while the rules run, so that it is
 * never read as formatting, and swapped back at the end.
 */
const PRIVATE_USE_BASE = 0xe000;
const hideEscapes = (text: string) =>
  text.replace(/\\([!-/:-@[-`{-~])/g, (_, char: string) =>
    String.fromCharCode(PRIVATE_USE_BASE + char.charCodeAt(0)),
  );
const restoreEscapes = (text: string) =>
  text.replace(/[\ue000-\ue07f]/g, (char) => String.fromCharCode(char.charCodeAt(0) - PRIVATE_USE_BASE));

/** Plain text from Markdown: formatting removed, link text kept, images dropped, whitespace collapsed. */
export function stripMarkdown(markdown: string): string {
  const lines = hideEscapes(markdown)
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) =>
      LINE_RULES.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), line),
    );
  const inline = INLINE_RULES.reduce(
    (text, [pattern, replacement, marker]) =>
      marker === undefined || text.includes(marker) ? text.replace(pattern, replacement) : text,
    lines.join("\n"),
  );
  return restoreEscapes(inline).replace(/\s+/g, " ").trim();
}

/** A word break this far into the limit is worth keeping; any earlier and the cut loses too much. */
const MIN_WORD_CUT_RATIO = 0.6;

/**
 * Text in Latin letters without combining marks, Bengali, punctuation and currency signs, and no
 * line-ending pair: its characters are told apart here, without the segmenter, whose start-up costs
 * a phone tens of milliseconds, so no page in the shop's two languages pays for it.
 */
const LATIN_OR_BENGALI =
  /^(?:[\t\n\u0020-\u02FF\u0964\u0965\u0980-\u09FF\u2010-\u2027\u2030-\u205E\u20A0-\u20CF]|\u200C|\u200D)*$/;

const MARK = /\p{M}/u;
const BENGALI_CONSONANT = /[\u0995-\u09B9\u09DC\u09DD\u09DF\u09F0\u09F1]/;
const BENGALI_VIRAMA = "\u09CD";
/**
 * What may stand between a consonant, its virama and the consonant that joins it: extending marks
 * and the joiner, not the non-joiner, which is there to keep the two apart.
 */
const CONJUNCT_EXTEND = /(?!\u200C)[\p{Grapheme_Extend}\u200D]/u;

/**
 * Characters of Latin or Bengali text as Unicode's grapheme clusters count them (UAX #29 with its
 * conjunct rule, GB9c): marks and joiners stay with what they follow, and a consonant joined by a
 * virama stays with the one before it ("ক্ষ" is one).
 */
function latinOrBengaliCharacters(text: string, count: number): string[] {
  const chars: string[] = [];
  let current = "";
  // "consonant": the character so far may join a next consonant through a virama; "linked": it has one.
  let conjunct: "none" | "consonant" | "linked" = "none";
  for (const codePoint of text) {
    const joins =
      current !== "" &&
      current !== "\n" &&
      current !== "\t" &&
      (MARK.test(codePoint) ||
        codePoint === "\u200C" ||
        codePoint === "\u200D" ||
        (conjunct === "linked" && BENGALI_CONSONANT.test(codePoint)));
    if (joins) current += codePoint;
    else {
      if (current !== "") chars.push(current);
      if (chars.length === count) return chars;
      current = codePoint;
    }
    if (BENGALI_CONSONANT.test(codePoint)) conjunct = "consonant";
    else if (codePoint === BENGALI_VIRAMA && conjunct !== "none") conjunct = "linked";
    else if (!(CONJUNCT_EXTEND.test(codePoint) && conjunct !== "none")) conjunct = "none";
  }
  if (current !== "" && chars.length < count) chars.push(current);
  return chars;
}

// Firefox before 125 has no Intl.Segmenter: there characters fall back to code points, which at
// least never split a surrogate pair.
let segmenter: Intl.Segmenter | null | undefined;
const graphemes = (): Intl.Segmenter | null => {
  segmenter ??= typeof Intl.Segmenter === "function" ? new Intl.Segmenter() : null;
  return segmenter;
};

/**
 * The first `count` characters as a reader sees them (an emoji sequence, a Bengali conjunct, a letter
 * with its accent are one each); a long description is not segmented past them.
 */
function firstCharacters(text: string, count: number): string[] {
  if (LATIN_OR_BENGALI.test(text)) return latinOrBengaliCharacters(text, count);
  const reader = graphemes();
  if (!reader) return Array.from(text).slice(0, count);
  const chars: string[] = [];
  for (const { segment } of reader.segment(text)) {
    if (chars.length === count) break;
    chars.push(segment);
  }
  return chars;
}

/**
 * At most `max` characters of `text` (as a reader counts them, so no emoji, Bengali conjunct or
 * accented letter is split), cut at a word boundary where one is near, followed by an ellipsis only
 * when something was cut.
 */
export function truncateText(text: string, max: number): string {
  // One character past the limit tells whether anything is cut, and whether the cut falls on a space.
  const chars = firstCharacters(text, max + 1);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max);
  const nextChar = chars[max] ?? "";
  let cut = head.length;
  if (!/\s/.test(nextChar)) {
    const lastSpace = head.findLastIndex((char) => /\s/.test(char));
    if (lastSpace >= Math.floor(max * MIN_WORD_CUT_RATIO)) cut = lastSpace;
  }
  const kept = head
    .slice(0, cut)
    .join("")
    .replace(/[\s,;:.!?\-–—]+$/u, "");
  return `${kept}${ELLIPSIS}`;
}
