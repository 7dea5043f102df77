import type { JewelryItem } from "#core/schemas/jewelry";

export interface JewelryFilters {
  query: string;
  /** "" means every category. */
  category: string;
  /** "" means every metal. */
  metal: string;
}

export const NO_FILTERS: JewelryFilters = { query: "", category: "", metal: "" };

/** The owner's search looks wider than the public one: name, description (in both languages), category and metal. */
export function filterJewelry(items: readonly JewelryItem[], filters: JewelryFilters): JewelryItem[] {
  const words = filters.query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (filters.category && item.category !== filters.category) return false;
    if (filters.metal && item.metal !== filters.metal) return false;
    const texts = [
      item.name,
      item.description,
      item.bn?.name,
      item.bn?.description,
      item.category,
      item.metal,
    ];
    const haystack = texts.join(" ").toLocaleLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export const isFiltered = (filters: JewelryFilters) =>
  filters.query.trim() !== "" || filters.category !== "" || filters.metal !== "";
