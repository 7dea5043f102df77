import { distance } from "fastest-levenshtein";
import { CATEGORIES, type Category } from "./jewelry-terms";
import { BENGALI_CATEGORY_NAMES, BENGALI_METAL_NAMES } from "./jewelry-terms-bn";
import type { JewelryItem } from "./schemas/jewelry";
import { normaliseSearchText, type SearchWord, searchWords, tradeMeanings } from "./search-terms";

/**
 * Spec: search matches name or description (in English or Bengali), case-insensitively.
 * Beyond the spec, the search reads the item's category and metal too, each word of the query may
 * instead be matched by what it means in the trade's other spellings (core's search terms), so
 * "bala", "বালা" and "bangles" find the same bangles, and a word typed a letter or two wrong finds
 * the word the catalogue spells right.
 *
 * A search runs on each keystroke over the whole catalogue on a phone, so each test takes the
 * cheapest road to the same answer: a word as typed is looked for among the items that held the
 * shorter word typed before it, and a word meant is looked up in the item's words, not read for.
 */

/**
 * How far (in letters changed, added or dropped) a query word may be from a word of an item and
 * still find it: a slip of the thumb. One letter in a word of five to seven letters, two from eight;
 * two letters swapped count as one slip. Words of four letters or fewer must be typed right, or
 * "bold" would find "gold"; and two slips in a short word find other words ("bangle", "single").
 */
function typosAllowed(word: string): number {
  if (!LETTERS_ONLY.test(word)) return 0;
  const letters = [...word].length;
  return letters >= 8 ? 2 : letters >= 5 ? 1 : 0;
}

/** Whether `a` is `b` with two neighbouring letters swapped ("bangels", "bangles"). */
function swappedOnce(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  return (
    at < a.length - 1 && a[at] === b[at + 1] && a[at + 1] === b[at] && a.slice(at + 2) === b.slice(at + 2)
  );
}

const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;
const NOT_A_WORD = /[^\p{L}\p{M}\p{N}]+/u;
const A_WORD = /^[\p{L}\p{M}\p{N}]+$/u;
const BENGALI = /\p{Script=Bengali}/u;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
const isWordCharacter = (character: string | undefined) =>
  character !== undefined && WORD_CHARACTER.test(character);

/**
 * `read` of a key, worked out once and kept while the key lives: loaded items and catalogues are
 * replaced, never changed in place, so what was read of one stays true.
 */
function rememberedPer<K extends object, V>(read: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    const value = read(key);
    kept.set(key, value);
    return value;
  };
}

/** An item's texts as the search reads them: one normalised string, and its words. */
interface Searchable {
  text: string;
  words: ReadonlySet<string>;
}

/** Each item's text is read once, not per keystroke. */
const searchable = rememberedPer((item: JewelryItem): Searchable => {
  // Both languages, whichever the page is in: a visitor may type either, and an item may be named
  // in Bengali alone. Category and metal by their names in both.
  const texts = [
    item.name,
    item.description,
    item.bn?.name ?? "",
    item.bn?.description ?? "",
    item.category,
    BENGALI_CATEGORY_NAMES[item.category],
    item.metal,
    BENGALI_METAL_NAMES[item.metal],
  ];
  const text = normaliseSearchText(texts.join("\n"));
  return { text, words: new Set(text.split(NOT_A_WORD).filter(Boolean)) };
});

/** A catalogue's words, each once. */
interface WordIndex {
  /** Each word with the items it is a word of. */
  holders: ReadonlyMap<string, readonly JewelryItem[]>;
  /** The words of letters alone: what a mistyped query word is compared with. */
  spelled: readonly string[];
}

const wordIndex = rememberedPer((items: readonly JewelryItem[]): WordIndex => {
  const holders = new Map<string, JewelryItem[]>();
  for (const item of items) {
    for (const word of searchable(item).words) {
      const found = holders.get(word);
      if (found) found.push(item);
      else holders.set(word, [item]);
    }
  }
  return { holders, spelled: [...holders.keys()].filter((word) => LETTERS_ONLY.test(word)) };
});

/** Items read for search in one step: a few milliseconds even on a slow phone. */
const ITEMS_A_STEP = 250;

/**
 * Indexing a catalogue for search, in steps small enough for an idle moment each: its items' texts
 * a few hundred at a time, then its words, then the items each meaning of the trade's words finds.
 * Taken ahead of the first search, none of it falls on a keystroke.
 */
export function searchIndexSteps(items: readonly JewelryItem[]): (() => void)[] {
  const steps: (() => void)[] = [];
  for (let from = 0; from < items.length; from += ITEMS_A_STEP) {
    steps.push(() => {
      for (const item of items.slice(from, from + ITEMS_A_STEP)) searchable(item);
    });
  }
  steps.push(() => void wordIndex(items));
  for (const spellings of tradeMeanings()) steps.push(() => void itemsMeant(items, spellings));
  return steps;
}

/** The catalogue's words within the typos a query word allows of it (none for short words). */
function wordsNear(word: string, catalogueWords: readonly string[]): string[] {
  const allowed = typosAllowed(word);
  if (allowed === 0) return [];
  return catalogueWords.filter(
    (candidate) =>
      Math.abs(candidate.length - word.length) <= allowed &&
      (distance(candidate, word) <= allowed || swappedOnce(candidate, word)),
  );
}

/** Typed words whose holders are remembered, per catalogue: the last several keystrokes' worth. */
const REMEMBERED_WORDS = 24;
const holdersByCatalogue = rememberedPer(
  (_items: readonly JewelryItem[]) => new Map<string, ReadonlySet<JewelryItem>>(),
);

/**
 * The items whose texts hold `typed` anywhere. Every item holding "bangl" holds "bang", so a word
 * typed a letter further is looked for only among the fewest items a word it holds was found in.
 */
function itemsHolding(items: readonly JewelryItem[], typed: string): ReadonlySet<JewelryItem> {
  const remembered = holdersByCatalogue(items);
  const known = remembered.get(typed);
  if (known) return known;
  let candidates: Iterable<JewelryItem> = items;
  let fewest = items.length;
  for (const [word, holders] of remembered) {
    if (holders.size < fewest && typed.includes(word)) {
      candidates = holders;
      fewest = holders.size;
    }
  }
  const holders = new Set<JewelryItem>();
  for (const item of candidates) if (searchable(item).text.includes(typed)) holders.add(item);
  if (remembered.size >= REMEMBERED_WORDS) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(typed, holders);
  return holders;
}

/**
 * The items holding a word a query word means, which the visitor did not type. Those must start a
 * word: "angti" finds "Gold Ring" and not "Earrings". Bengali ones may run on into an ending (সোনা
 * finds সোনার); Latin ones must end the word, an English plural "s" allowed (bangle finds Bangles, har
 * does not find Harmony). A spelling of one word is looked up among the catalogue's words; one of
 * several (কানের দুল) is read for in each item's text.
 */
const itemsMeant = (items: readonly JewelryItem[], spellings: readonly string[]) =>
  meantByCatalogue(items)(spellings);

/** Per catalogue, the items found for each meaning (a list of spellings that mean the same). */
const meantByCatalogue = rememberedPer((items: readonly JewelryItem[]) =>
  rememberedPer((spellings: readonly string[]) => readMeant(items, spellings)),
);

function readMeant(items: readonly JewelryItem[], spellings: readonly string[]): ReadonlySet<JewelryItem> {
  const index = wordIndex(items).holders;
  const found = new Set<JewelryItem>();
  const add = (holders: readonly JewelryItem[] | undefined) => {
    for (const item of holders ?? []) found.add(item);
  };
  for (const spelling of spellings) {
    const runsOn = BENGALI.test(spelling);
    if (!A_WORD.test(spelling)) {
      for (const item of items) if (startsAWord(searchable(item).text, { spelling, runsOn })) found.add(item);
    } else if (runsOn) {
      for (const [word, holders] of index) if (word.startsWith(spelling)) add(holders);
    } else {
      add(index.get(spelling));
      add(index.get(`${spelling}s`));
    }
  }
  return found;
}

/** indexOf and a look at the neighbours: a Unicode regex trying every position was 5 times slower. */
function startsAWord(text: string, { spelling, runsOn }: { spelling: string; runsOn: boolean }): boolean {
  for (let at = text.indexOf(spelling); at !== -1; at = text.indexOf(spelling, at + 1)) {
    if (isWordCharacter(text[at - 1])) continue;
    if (runsOn) return true;
    const end = at + spelling.length;
    if (!isWordCharacter(text[text[end] === "s" ? end + 1 : end])) return true;
  }
  return false;
}

/**
 * A query word's test of an item. The word as typed is found anywhere in the item's texts, as the
 * spec's search is ("ring" finds "Earrings"); the words it means as `itemsMeant` finds them. The
 * item's category counts when the word means it. A word the catalogue spells a letter or two apart
 * (`nearWords`, "neckalce") counts as the word.
 */
function wordMatcher(
  items: readonly JewelryItem[],
  word: SearchWord,
  nearWords: readonly string[],
  meanings: readonly (readonly string[])[],
): (item: JewelryItem) => boolean {
  const holders = itemsHolding(items, word.typed);
  if (meanings.length === 0 && nearWords.length === 0) return (item) => holders.has(item);
  const meant = meanings.map((spellings) => itemsMeant(items, spellings));
  const index = wordIndex(items).holders;
  const near = new Set(nearWords.flatMap((nearWord) => index.get(nearWord) ?? []));
  const meantCategories = new Set<Category>(
    CATEGORIES.filter((category) => {
      const name = normaliseSearchText(category);
      return meanings.some((spellings) =>
        spellings.some((spelling) => startsAWord(name, { spelling, runsOn: BENGALI.test(spelling) })),
      );
    }),
  );
  return (item) =>
    holders.has(item) ||
    near.has(item) ||
    meantCategories.has(item.category) ||
    meant.some((found) => found.has(item));
}

/** A query, read once against a catalogue: a test for its items, and the words to mark in them. */
export interface PreparedSearch {
  /** Whether an item holds every word of the query; true for every item when there are none. */
  matches: (item: JewelryItem) => boolean;
  /** Normalised spellings the visitor's words were found as, longest first: to highlight. */
  highlights: string[];
}

export function prepareSearch(items: readonly JewelryItem[], query: string): PreparedSearch {
  const words = searchWords(query);
  const catalogueWords = words.length > 0 ? wordIndex(items).spelled : [];
  const near = words.map((word) => wordsNear(word.typed, catalogueWords));
  // What a word means, and what the word it was a slip for means: "bangels" finds bangles as "bala" does.
  // Spellings that mean the same share one list, so a meaning is tested once however it was reached.
  const meanings = words.map((word, at) => [
    ...new Set(
      [
        word.alternatives,
        ...(near[at] ?? []).flatMap(searchWords).map((nearWord) => nearWord.alternatives),
      ].filter((spellings) => spellings.length > 0),
    ),
  ]);
  const matchers = words.map((word, at) => wordMatcher(items, word, near[at] ?? [], meanings[at] ?? []));
  const highlights = new Set(
    words
      .flatMap((word, at) => [word.typed, ...(near[at] ?? []), ...(meanings[at] ?? []).flat()])
      .filter(Boolean),
  );
  return {
    matches: (item) => matchers.every((matches) => matches(item)),
    highlights: [...highlights].sort((a, b) => b.length - a.length),
  };
}
