import { distance } from "fastest-levenshtein";
import { endpoints } from "./endpoints";
import { CATEGORIES, type Category, METALS, type Metal } from "./jewelry-terms";
import { BENGALI_CATEGORY_NAMES, BENGALI_METAL_NAMES } from "./jewelry-terms-bn";
import type { JewelryItem } from "./schemas/jewelry";
import { normaliseSearchText, type SearchWord, searchWords } from "./search-terms";

export const ALL = "All";

export interface CatalogueFilters {
  q: string;
  category: Category | typeof ALL;
  metal: Metal | typeof ALL;
}

export const NO_FILTERS: CatalogueFilters = { q: "", category: ALL, metal: ALL };

const isCategory = (value: string | null): value is Category =>
  CATEGORIES.some((category) => category === value);
const isMetal = (value: string | null): value is Metal => METALS.some((metal) => metal === value);

/** Reads `?q=&category=&metal=`; an unknown category or metal (an old or mistyped link) means All. */
export function filtersFromParams(params: URLSearchParams): CatalogueFilters {
  const category = params.get("category");
  const metal = params.get("metal");
  return {
    q: params.get("q") ?? "",
    category: isCategory(category) ? category : ALL,
    metal: isMetal(metal) ? metal : ALL,
  };
}

/** The shortest query for these filters: defaults are left out so a clean list has a clean URL. */
export function filtersToParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim() !== "") params.set("q", filters.q);
  if (filters.category !== ALL) params.set("category", filters.category);
  if (filters.metal !== ALL) params.set("metal", filters.metal);
  return params;
}

export const hasActiveFilters = (filters: CatalogueFilters): boolean =>
  filters.q.trim() !== "" || filters.category !== ALL || filters.metal !== ALL;

/**
 * How far (in letters changed, added, dropped) a query word may be from a word of an item and still
 * find it: a slip of the thumb, two letters swapped. Words of four letters or fewer must be typed
 * right, or "bold" would find "gold".
 */
function typosAllowed(word: string): number {
  const letters = [...word].length;
  return LETTERS_ONLY.test(word) && letters >= 5 ? 2 : 0;
}

const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;
const NOT_A_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/**
 * A query word's test of an item. The word as typed is found anywhere in the item's texts, as the
 * spec's search is ("ring" finds "Earrings"). The words it means, which the visitor did not type,
 * must start a word: "angti" finds "Gold Ring" and not "Earrings". Bengali ones may run on into an
 * ending (সোনা finds সোনার); Latin ones must end the word, an English plural "s" allowed (bangle finds
 * Bangles, har does not find Harmony). The item's category counts when the word means it. A word
 * the catalogue spells a letter or two apart (`nearWords`, "neckalce") counts as the word.
 */
function wordMatcher(
  word: SearchWord,
  nearWords: readonly string[],
): (item: Searchable, category: Category) => boolean {
  const meanings = word.alternatives.map((spelling) => ({ spelling, runsOn: BENGALI.test(spelling) }));
  const meant = (text: string) => meanings.some((meaning) => startsAWord(text, meaning));
  const meantCategories = new Set(CATEGORIES.filter((category) => meant(category.toLowerCase())));
  return ({ text, words }, category) =>
    text.includes(word.typed) ||
    meantCategories.has(category) ||
    meant(text) ||
    nearWords.some((near) => words.has(near));
}

const BENGALI = /\p{Script=Bengali}/u;
const WORD_CHARACTER = /[\p{L}\p{M}\p{N}]/u;
const isWordCharacter = (character: string | undefined) =>
  character !== undefined && WORD_CHARACTER.test(character);

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

/** An item's texts as the search reads them: one normalised string, and its words. */
interface Searchable {
  text: string;
  words: ReadonlySet<string>;
}

/** Loaded items are replaced, never changed in place: each one's text is read once, not per keystroke. */
const searchables = new WeakMap<JewelryItem, Searchable>();

function searchable(item: JewelryItem): Searchable {
  let found = searchables.get(item);
  if (found === undefined) {
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
    found = { text, words: new Set(text.split(NOT_A_WORD).filter(Boolean)) };
    searchables.set(item, found);
  }
  return found;
}

/** Every word of a catalogue, once: what a mistyped query word is compared with. */
const vocabularies = new WeakMap<readonly JewelryItem[], readonly string[]>();

function vocabulary(items: readonly JewelryItem[]): readonly string[] {
  let words = vocabularies.get(items);
  if (words === undefined) {
    const all = new Set<string>();
    for (const item of items) for (const word of searchable(item).words) all.add(word);
    words = [...all];
    vocabularies.set(items, words);
  }
  return words;
}

/**
 * Reads items' texts and gathers the catalogue's words ahead of the first search, so that
 * keystroke does not pay for it: `items.slice(from, to)` are read, and once `to` reaches the end
 * the words are gathered (quick, every item being read).
 */
export const indexForSearch = (items: readonly JewelryItem[], from: number, to: number): void => {
  for (const item of items.slice(from, to)) searchable(item);
  if (to >= items.length) vocabulary(items);
};

/** The catalogue's words within the typos a query word allows of it (none for short words). */
function wordsNear(word: string, catalogueWords: readonly string[]): string[] {
  const allowed = typosAllowed(word);
  if (allowed === 0) return [];
  return catalogueWords.filter(
    (candidate) =>
      Math.abs(candidate.length - word.length) <= allowed && distance(candidate, word) <= allowed,
  );
}

/** A query, read once against a catalogue: a test for its items, and the words to mark in them. */
export interface PreparedSearch {
  matches: (item: JewelryItem) => boolean;
  /** Normalised spellings the visitor's words were found as, longest first: to highlight. */
  highlights: string[];
}

export function prepareSearch(items: readonly JewelryItem[], filters: CatalogueFilters): PreparedSearch {
  const words = searchWords(filters.q);
  const catalogueWords = words.length > 0 ? vocabulary(items) : [];
  const near = words.map((word) => wordsNear(word.typed, catalogueWords));
  const matchers = words.map((word, at) => wordMatcher(word, near[at] ?? []));
  const highlights = new Set(
    words.flatMap((word, at) => [word.typed, ...word.alternatives, ...(near[at] ?? [])]).filter(Boolean),
  );
  return {
    matches: (item) => {
      if (filters.category !== ALL && item.category !== filters.category) return false;
      if (filters.metal !== ALL && item.metal !== filters.metal) return false;
      if (matchers.length === 0) return true;
      const text = searchable(item);
      return matchers.every((matches) => matches(text, item.category));
    },
    highlights: [...highlights].sort((a, b) => b.length - a.length),
  };
}

/**
 * Spec: search matches name or description (in English or Bengali), case-insensitively; category and
 * metal match exactly.
 * Beyond the spec, the search reads the item's category and metal too, each word of the query may
 * instead be matched by what it means in the trade's other spellings (core's search terms), so
 * "bala", "বালা" and "bangles" find the same bangles, and a word typed a letter or two wrong finds
 * the word the catalogue spells right.
 */
export function filterJewelry(items: readonly JewelryItem[], filters: CatalogueFilters): JewelryItem[] {
  const { matches } = prepareSearch(items, filters);
  return items.filter(matches);
}

/**
 * Items on one page of the catalogue: three rows of a wide screen's four, a dozen cards of a phone's
 * one column. Each keystroke of a search draws a page afresh: twice as many took twice as long on a
 * slow phone.
 */
export const CATALOGUE_PAGE_SIZE = 12;

/** One page of the items that pass the filters, with the counts the list's lines show. */
export interface CataloguePage {
  items: JewelryItem[];
  /** The spellings the search found, longest first, to mark in the items' texts; none without a search. */
  highlights: string[];
  /** Items that pass the filters, on every page. */
  matched: number;
  /** Items in the catalogue. */
  total: number;
  /** The page shown: the one asked for, or the last when it asked past the end. */
  page: number;
  /** At least 1: an empty list is one empty page. */
  pageCount: number;
}

/** The page number in `?page=`; anything but a whole number from 1 (an old or mistyped link) means 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Page `page` of the items that pass `filters`, in the order given. */
export function cataloguePage(
  items: readonly JewelryItem[],
  filters: CatalogueFilters,
  page: number,
): CataloguePage {
  const search = prepareSearch(items, filters);
  const matched = hasActiveFilters(filters) ? items.filter(search.matches) : items;
  const pageCount = Math.max(1, Math.ceil(matched.length / CATALOGUE_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pageCount);
  return {
    items: matched.slice((shown - 1) * CATALOGUE_PAGE_SIZE, shown * CATALOGUE_PAGE_SIZE),
    highlights: search.highlights,
    matched: matched.length,
    total: items.length,
    page: shown,
    pageCount,
  };
}

/** The list's address for these filters and page: the shortest, as the visitor's address bar shows it. */
export function catalogueQuery(filters: CatalogueFilters, page: number): string {
  const params = filtersToParams(filters);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The API read of one page of the list, as the server renders the page with it. */
export const cataloguePagePath = (filters: CatalogueFilters, page: number): string =>
  `${endpoints.jewelryPage.path}${catalogueQuery(filters, page)}`;
