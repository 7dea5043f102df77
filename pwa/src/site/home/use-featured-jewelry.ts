import { type CataloguePage, cataloguePagePath, NO_FILTERS } from "#core/catalogue-filters";
import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import { useResource } from "../../data/resources";

/** How many pieces stand in when nothing featured can be shown, and how many placeholders load. */
export const FALLBACK_COUNT = 6;

/**
 * Every featured piece, as many as the owner marked; when that call fails (or none are featured)
 * the first six of the full list (from its first page) stand in, as the spec's fallback says, so
 * Home never shows an empty collection. Only the fallback is cut: the owner chose each featured piece.
 */
export function useFeaturedJewelry() {
  const featured = useResource<JewelryItem[]>(endpoints.listFeaturedJewelry.path);
  const needFallback =
    featured.status === "error" || (featured.data !== undefined && featured.data.length === 0);
  const first = useResource<CataloguePage>(needFallback ? cataloguePagePath(NO_FILTERS, 1) : null);
  if (!needFallback) return featured;
  return { ...first, data: first.data?.items.slice(0, FALLBACK_COUNT) };
}
