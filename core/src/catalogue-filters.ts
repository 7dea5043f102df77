import { prepareSearch } from "./catalogue-search";
import { endpoints } from "./endpoints";
import { CATEGORIES, type Category, METALS, type Metal } from "./jewelry-terms";
import type { JewelryItem } from "./schemas/jewelry";

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
 * The positions in `items` of those that pass the filters, in the order given, and the spellings the
 * search found in them. Positions, not items: a keystroke's search may pass thousands, and a page
 * shows a dozen. Spec: category and metal match exactly; the search is `prepareSearch`'s.
 */
export function searchCatalogue(
  items: readonly JewelryItem[],
  filters: CatalogueFilters,
): { found: readonly number[]; highlights: string[] } {
  const search = prepareSearch(items, filters.q);
  if (filters.category === ALL && filters.metal === ALL) return search;
  const passes = (item: JewelryItem | undefined) =>
    item !== undefined &&
    (filters.category === ALL || item.category === filters.category) &&
    (filters.metal === ALL || item.metal === filters.metal);
  return { found: search.found.filter((at) => passes(items[at])), highlights: search.highlights };
}

/**
 * Items on one page of the catalogue: whole rows of every width's columns (a phone's two, then three
 * and four). Each keystroke of a search draws a page afresh: twice as many took twice as long on a
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
  const { found, highlights } = searchCatalogue(items, filters);
  const pageCount = Math.max(1, Math.ceil(found.length / CATALOGUE_PAGE_SIZE));
  const shown = Math.min(Math.max(1, page), pageCount);
  return {
    items: found
      .slice((shown - 1) * CATALOGUE_PAGE_SIZE, shown * CATALOGUE_PAGE_SIZE)
      .map((at) => items[at] as JewelryItem),
    highlights,
    matched: found.length,
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
