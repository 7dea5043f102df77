import { CATEGORIES, type Category, METALS, type Metal } from "#core/jewelry-terms";
import type { JewelryItem } from "#core/schemas/jewelry";

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

/** Spec: search matches name or description, case-insensitively; category and metal match exactly. */
export function filterJewelry(items: readonly JewelryItem[], filters: CatalogueFilters): JewelryItem[] {
  const query = filters.q.trim().toLocaleLowerCase();
  return items.filter(
    (item) =>
      (filters.category === ALL || item.category === filters.category) &&
      (filters.metal === ALL || item.metal === filters.metal) &&
      (query === "" ||
        item.name.toLocaleLowerCase().includes(query) ||
        item.description.toLocaleLowerCase().includes(query)),
  );
}
