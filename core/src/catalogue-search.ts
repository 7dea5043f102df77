import { distance } from "fastest-levenshtein";
import { CATEGORIES, type Category } from "./jewelry-terms";
import { BENGALI_CATEGORY_NAMES, BENGALI_METAL_NAMES } from "./jewelry-terms-bn";
import type { JewelryItem } from "./schemas/jewelry";
import {
  isWordCharacter,
  normaliseSearchText,
  type SearchWord,
  searchWords,
  tradeMeanings,
} from "./search-terms";

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

/**
 * A catalogue read for search. Items are known by their position in the catalogue: the searches of
 * a keystroke pass thousands of them around, and a number is cheaper to keep, look up and order
 * than an item.
 */
interface CatalogueIndex {
  /** Each item's text, by position. */
  texts: readonly string[];
  /** Each word with the positions of the items it is a word of, in order. */
  holders: ReadonlyMap<string, readonly number[]>;
  /** The words of letters alone: what a mistyped query word is compared with. */
  spelled: readonly string[];
}

/** A catalogue's index as far as it has been read: its first `read` items; `whole` once all are. */
interface IndexInProgress {
  texts: string[];
  holders: Map<string, number[]>;
  read: number;
  whole?: CatalogueIndex;
}

const indexInProgress = rememberedPer(
  (_items: readonly JewelryItem[]): IndexInProgress => ({ texts: [], holders: new Map(), read: 0 }),
);

/** Reads the catalogue's items into its index up to position `end`, from where reading stopped. */
function indexUpTo(items: readonly JewelryItem[], end: number): IndexInProgress {
  const index = indexInProgress(items);
  for (; index.read < Math.min(end, items.length); index.read++) {
    const at = index.read;
    const read = searchable(items[at] as JewelryItem);
    index.texts.push(read.text);
    for (const word of read.words) {
      const found = index.holders.get(word);
      if (found) found.push(at);
      else index.holders.set(word, [at]);
    }
  }
  return index;
}

/** The whole catalogue's index: what idle moments left unread is read now. */
function catalogueIndex(items: readonly JewelryItem[]): CatalogueIndex {
  const index = indexUpTo(items, items.length);
  index.whole ??= {
    texts: index.texts,
    holders: index.holders,
    spelled: [...index.holders.keys()].filter((word) => LETTERS_ONLY.test(word)),
  };
  return index.whole;
}

/** Items read into the index in one step: a millisecond or two on a slow phone. */
const ITEMS_A_STEP = 25;

/**
 * Indexing a catalogue for search, in steps a browser can fit several of into an idle moment: its
 * items a few dozen at a time, then the items each meaning of the trade's words finds. Taken ahead
 * of the first search, none of it falls on a keystroke; a search that comes first reads the rest.
 */
export function searchIndexSteps(items: readonly JewelryItem[]): (() => void)[] {
  const steps: (() => void)[] = [];
  for (let from = 0; from < items.length; from += ITEMS_A_STEP) {
    steps.push(() => void indexUpTo(items, from + ITEMS_A_STEP));
  }
  steps.push(() => void catalogueIndex(items));
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
  (_items: readonly JewelryItem[]) => new Map<string, readonly number[]>(),
);

/**
 * The positions of the items whose texts hold `typed` anywhere. Every item holding "bangl" holds
 * "bang", so a word typed a letter further is looked for only among the fewest items a word it
 * holds was found in.
 */
function itemsHolding(items: readonly JewelryItem[], typed: string): readonly number[] {
  const remembered = holdersByCatalogue(items);
  const known = remembered.get(typed);
  if (known) return known;
  const { texts } = catalogueIndex(items);
  let candidates: readonly number[] | undefined;
  for (const [word, holders] of remembered) {
    if (holders.length < (candidates ?? texts).length && typed.includes(word)) candidates = holders;
  }
  const holders: number[] = [];
  if (candidates) {
    for (const at of candidates) if (texts[at]?.includes(typed)) holders.push(at);
  } else {
    texts.forEach((text, at) => {
      if (text.includes(typed)) holders.push(at);
    });
  }
  if (remembered.size >= REMEMBERED_WORDS) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(typed, holders);
  return holders;
}

/**
 * The positions of the items holding a word a query word means, which the visitor did not type.
 * Those must start a word: "angti" finds "Gold Ring" and not "Earrings". Bengali ones may run on
 * into an ending (সোনা finds সোনার); Latin ones must end the word, an English plural "s" allowed
 * (bangle finds Bangles, har does not find Harmony). A spelling of one word is looked up among the
 * catalogue's words; one of several (কানের দুল) is read for in each item's text.
 */
const itemsMeant = (items: readonly JewelryItem[], spellings: readonly string[]) =>
  meantByCatalogue(items)(spellings);

/** Per catalogue, the items found for each meaning (a list of spellings that mean the same). */
const meantByCatalogue = rememberedPer((items: readonly JewelryItem[]) =>
  rememberedPer((spellings: readonly string[]) => readMeant(items, spellings)),
);

function readMeant(items: readonly JewelryItem[], spellings: readonly string[]): readonly number[] {
  const { texts, holders } = catalogueIndex(items);
  const found = new Positions(items.length);
  for (const spelling of spellings) {
    const runsOn = BENGALI.test(spelling);
    if (!A_WORD.test(spelling)) {
      texts.forEach((text, at) => {
        if (startsAWord(text, { spelling, runsOn })) found.add(at);
      });
    } else if (runsOn) {
      for (const [word, positions] of holders) if (word.startsWith(spelling)) found.addAll(positions);
    } else {
      found.addAll(holders.get(spelling));
      found.addAll(holders.get(`${spelling}s`));
    }
  }
  return found.inOrder();
}

/** A set of positions in a catalogue, handed back in the catalogue's order. */
class Positions {
  readonly #marked: Uint8Array;
  constructor(size: number) {
    this.#marked = new Uint8Array(size);
  }
  add(at: number) {
    this.#marked[at] = 1;
  }
  addAll(positions: readonly number[] | undefined) {
    for (const at of positions ?? []) this.#marked[at] = 1;
  }
  inOrder(): number[] {
    const positions: number[] = [];
    this.#marked.forEach((marked, at) => {
      if (marked) positions.push(at);
    });
    return positions;
  }
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
 * The positions of the items a query word finds. The word as typed is found anywhere in the item's
 * texts, as the spec's search is ("ring" finds "Earrings"); the words it means as `itemsMeant` finds
 * them. The item's category counts when the word means it. A word the catalogue spells a letter or
 * two apart (`nearWords`, "neckalce") counts as the word.
 */
function itemsFound(
  items: readonly JewelryItem[],
  word: SearchWord,
  nearWords: readonly string[],
  meanings: readonly (readonly string[])[],
): readonly number[] {
  const holding = itemsHolding(items, word.typed);
  if (meanings.length === 0 && nearWords.length === 0) return holding;
  const found = new Positions(items.length);
  found.addAll(holding);
  const { holders } = catalogueIndex(items);
  for (const nearWord of nearWords) found.addAll(holders.get(nearWord));
  for (const spellings of meanings) found.addAll(itemsMeant(items, spellings));
  const meantCategories = new Set<Category>(
    CATEGORIES.filter((category) => {
      const name = normaliseSearchText(category);
      return meanings.some((spellings) =>
        spellings.some((spelling) => startsAWord(name, { spelling, runsOn: BENGALI.test(spelling) })),
      );
    }),
  );
  if (meantCategories.size > 0) {
    items.forEach((item, at) => {
      if (meantCategories.has(item.category)) found.add(at);
    });
  }
  return found.inOrder();
}

/** The positions in every list, in order; every position when there are no lists. */
function inEvery(lists: readonly (readonly number[])[], size: number): readonly number[] {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length);
  if (!shortest) return Array.from({ length: size }, (_, at) => at);
  let kept = shortest;
  for (const list of others) {
    const marked = new Uint8Array(size);
    for (const at of list) marked[at] = 1;
    kept = kept.filter((at) => marked[at] === 1);
  }
  return kept;
}

/** A query, read once against a catalogue: the items it finds, and the words to mark in them. */
export interface PreparedSearch {
  /** Positions in the catalogue of the items holding every word of the query, in order; every item's when there are none. */
  found: readonly number[];
  /** Normalised spellings the visitor's words were found as, longest first: to highlight. */
  highlights: string[];
}

export function prepareSearch(items: readonly JewelryItem[], query: string): PreparedSearch {
  const words = searchWords(query);
  const catalogueWords = words.length > 0 ? catalogueIndex(items).spelled : [];
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
  const highlights = new Set(
    words
      .flatMap((word, at) => [word.typed, ...(near[at] ?? []), ...(meanings[at] ?? []).flat()])
      .filter(Boolean),
  );
  return {
    found: inEvery(
      words.map((word, at) => itemsFound(items, word, near[at] ?? [], meanings[at] ?? [])),
      items.length,
    ),
    highlights: [...highlights].sort((a, b) => b.length - a.length),
  };
}
