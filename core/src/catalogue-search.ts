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
 * the word the catalogue spells right. What it finds is ranked (`ranked`): the pieces of the kind a
 * word names, then those named with it, before those that only hold it inside a word.
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

/** An item's texts as the search reads them: one normalised string, and its words; its name's words apart. */
interface Searchable {
  text: string;
  words: ReadonlySet<string>;
  nameWords: ReadonlySet<string>;
}

const wordsOf = (text: string): Set<string> => new Set(text.split(NOT_A_WORD).filter(Boolean));

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
  return {
    text,
    words: wordsOf(text),
    nameWords: wordsOf(normaliseSearchText(`${item.name}\n${item.bn?.name ?? ""}`)),
  };
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
  /** Each word of a name (in either language) with the positions of the items so named. */
  nameHolders: ReadonlyMap<string, readonly number[]>;
  /** Each category with the positions of its items. */
  inCategory: ReadonlyMap<Category, readonly number[]>;
  /**
   * The words of letters alone, by their length: what a mistyped query word is compared with. A slip
   * changes a word's length by no more than the letters it allows, so only those lengths are read.
   */
  spelledByLength: ReadonlyMap<number, readonly string[]>;
}

/** A catalogue's index as far as it has been read: its first `read` items; `whole` once all are. */
interface IndexInProgress {
  texts: string[];
  holders: Map<string, number[]>;
  nameHolders: Map<string, number[]>;
  inCategory: Map<Category, number[]>;
  read: number;
  whole?: CatalogueIndex;
}

const indexInProgress = rememberedPer(
  (_items: readonly JewelryItem[]): IndexInProgress => ({
    texts: [],
    holders: new Map(),
    nameHolders: new Map(),
    inCategory: new Map(),
    read: 0,
  }),
);

function addHolder<K>(holders: Map<K, number[]>, word: K, at: number) {
  const found = holders.get(word);
  if (found) found.push(at);
  else holders.set(word, [at]);
}

/** Reads the catalogue's items into its index up to position `end`, from where reading stopped. */
function indexUpTo(items: readonly JewelryItem[], end: number): IndexInProgress {
  const index = indexInProgress(items);
  for (; index.read < Math.min(end, items.length); index.read++) {
    const at = index.read;
    const read = searchable(items[at] as JewelryItem);
    index.texts.push(read.text);
    for (const word of read.words) addHolder(index.holders, word, at);
    for (const word of read.nameWords) addHolder(index.nameHolders, word, at);
    addHolder(index.inCategory, (items[at] as JewelryItem).category, at);
  }
  return index;
}

/** The whole catalogue's index: what idle moments left unread is read now. */
function catalogueIndex(items: readonly JewelryItem[]): CatalogueIndex {
  const index = indexUpTo(items, items.length);
  index.whole ??= {
    texts: index.texts,
    holders: index.holders,
    nameHolders: index.nameHolders,
    inCategory: index.inCategory,
    spelledByLength: byLength([...index.holders.keys()].filter((word) => LETTERS_ONLY.test(word))),
  };
  return index.whole;
}

function byLength(words: readonly string[]): Map<number, string[]> {
  const grouped = new Map<number, string[]>();
  for (const word of words) {
    const sameLength = grouped.get(word.length);
    if (sameLength) sameLength.push(word);
    else grouped.set(word.length, [word]);
  }
  return grouped;
}

/** Items read into the index in one step: a millisecond or two on a slow phone. */
const ITEMS_A_STEP = 25;

/**
 * Indexing a catalogue for search, in steps a browser can fit several of into an idle moment: its
 * items a few dozen at a time, its words in order, then the items each meaning of the trade's words
 * finds. Taken ahead of the first search, none of it falls on a keystroke; a search that comes first
 * reads the rest.
 */
export function searchIndexSteps(items: readonly JewelryItem[]): (() => void)[] {
  const steps: (() => void)[] = [];
  for (let from = 0; from < items.length; from += ITEMS_A_STEP) {
    steps.push(() => void indexUpTo(items, from + ITEMS_A_STEP));
  }
  steps.push(() => void catalogueIndex(items));
  steps.push(() => void sortedWords(catalogueIndex(items).holders));
  steps.push(() => void sortedWords(catalogueIndex(items).nameHolders));
  for (const spellings of tradeMeanings()) steps.push(() => void itemsMeant(items, spellings));
  return steps;
}

/** The catalogue's words within the typos a query word allows of it (none for short words). */
function wordsNear(word: string, spelledByLength: ReadonlyMap<number, readonly string[]>): string[] {
  const allowed = typosAllowed(word);
  const near: string[] = [];
  for (let length = word.length - allowed; allowed > 0 && length <= word.length + allowed; length++) {
    for (const candidate of spelledByLength.get(length) ?? []) {
      if (distance(candidate, word) <= allowed || swappedOnce(candidate, word)) near.push(candidate);
    }
  }
  return near;
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
  const { holders, inCategory } = catalogueIndex(items);
  for (const nearWord of nearWords) found.addAll(holders.get(nearWord));
  for (const spellings of meanings) found.addAll(itemsMeant(items, spellings));
  for (const category of categoriesMeant(meanings)) found.addAll(inCategory.get(category));
  return found.inOrder();
}

/** The categories whose English name one of the meanings of a query word starts a word of. */
const categoriesMeant = (meanings: readonly (readonly string[])[]): ReadonlySet<Category> =>
  new Set(
    CATEGORIES.filter((category) => {
      const name = normaliseSearchText(category);
      return meanings.some((spellings) =>
        spellings.some((spelling) => startsAWord(name, { spelling, runsOn: BENGALI.test(spelling) })),
      );
    }),
  );

/** How well a query word fits an item, best first; an item found at all fits as `insideAWord` at least. */
const FIT = { category: 3, name: 2, wordStart: 1, insideAWord: 0 } as const;

/** A map's words in code-unit order: those starting with a spelling are one run of it. */
const sortedWords = rememberedPer((words: ReadonlyMap<string, readonly number[]>) =>
  [...words.keys()].sort(),
);

/** Where `spelling` would go in `sorted`: the first word not before it. */
function firstNotBefore(sorted: readonly string[], spelling: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < spelling) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sets `fit` to `to` at the positions of the items holding a word that starts with `spelling`. */
function fitWordsStartingWith(
  words: ReadonlyMap<string, readonly number[]>,
  spelling: string,
  fit: Uint8Array,
  to: number,
) {
  const sorted = sortedWords(words);
  for (let at = firstNotBefore(sorted, spelling); at < sorted.length; at++) {
    const word = sorted[at] as string;
    if (!word.startsWith(spelling)) return;
    for (const position of words.get(word) ?? []) fit[position] = to;
  }
}

/** Each category's names in both languages, as the search reads them. */
const CATEGORY_NAMES = CATEGORIES.map(
  (category) => [category, normaliseSearchText(`${category}\n${BENGALI_CATEGORY_NAMES[category]}`)] as const,
);

/** Fits worked out for a word, per catalogue: the last several keystrokes' worth, as holders are. */
const fitsByCatalogue = rememberedPer((_items: readonly JewelryItem[]) => new Map<string, Uint8Array>());

/**
 * Each item's fit for one query word, by position: its category is what the word means or starts
 * with ("ring" a Ring, "বালা" Bangles); a word of its name starts with the word, or with a spelling
 * it means or was a slip for; a word of its other texts does; or the word is only inside a word
 * ("ring" in "fringe"). Looked up among the index's words in order, so it costs the words that fit.
 */
function fitOf(
  items: readonly JewelryItem[],
  word: SearchWord,
  nearWords: readonly string[],
  meanings: readonly (readonly string[])[],
): Uint8Array {
  const spellings = [...new Set([word.typed, ...nearWords, ...meanings.flat()])];
  const remembered = fitsByCatalogue(items);
  const key = spellings.join("\n");
  const known = remembered.get(key);
  if (known) return known;
  const { holders, nameHolders, inCategory } = catalogueIndex(items);
  const fit = new Uint8Array(items.length);
  for (const spelling of spellings) fitWordsStartingWith(holders, spelling, fit, FIT.wordStart);
  for (const spelling of spellings) fitWordsStartingWith(nameHolders, spelling, fit, FIT.name);
  const categories = new Set<Category>();
  for (const [category, names] of CATEGORY_NAMES)
    if (spellings.some((spelling) => startsAWord(names, { spelling, runsOn: true })))
      categories.add(category);
  for (const category of categories) for (const at of inCategory.get(category) ?? []) fit[at] = FIT.category;
  if (remembered.size >= REMEMBERED_WORDS) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(key, fit);
  return fit;
}

/**
 * The found positions, best fit first: by the sum of each query word's fit, the catalogue's own
 * order (newest first) between items that fit as well. A bucket per sum, filled in order: a
 * keystroke may rank the whole catalogue, and this is one pass over it.
 */
function ranked(found: readonly number[], fits: readonly Uint8Array[]): readonly number[] {
  if (fits.length === 0) return found;
  const buckets: number[][] = Array.from({ length: FIT.category * fits.length + 1 }, () => []);
  for (const at of found) {
    let sum = 0;
    for (const fit of fits) sum += fit[at] as number;
    buckets[sum]?.push(at);
  }
  const best: number[] = [];
  for (let sum = buckets.length - 1; sum >= 0; sum--) for (const at of buckets[sum] ?? []) best.push(at);
  return best;
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
  /**
   * Positions in the catalogue of the items holding every word of the query, best fit first (`ranked`);
   * every item's, in order, when there are none.
   */
  found: readonly number[];
  /** Normalised spellings the visitor's words were found as, longest first: to highlight. */
  highlights: string[];
}

export function prepareSearch(items: readonly JewelryItem[], query: string): PreparedSearch {
  const words = searchWords(query);
  const spelledByLength = words.length > 0 ? catalogueIndex(items).spelledByLength : new Map();
  const near = words.map((word) => wordsNear(word.typed, spelledByLength));
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
  const found = inEvery(
    words.map((word, at) => itemsFound(items, word, near[at] ?? [], meanings[at] ?? [])),
    items.length,
  );
  // A first letter names nothing yet: the list keeps its order (and its cards) until a second comes.
  const ranking = words.length > 1 || [...(words[0]?.typed ?? "")].length > 1;
  return {
    found: ranking
      ? ranked(
          found,
          words.map((word, at) => fitOf(items, word, near[at] ?? [], meanings[at] ?? [])),
        )
      : found,
    highlights: [...highlights].sort((a, b) => b.length - a.length),
  };
}
