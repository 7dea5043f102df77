import { type CataloguePage, cataloguePagePath, NO_FILTERS } from "#core/catalogue-filters";
import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import { usePublicRead } from "../../data/api/public-reads";

/** How many pieces stand in when nothing featured can be shown, and how many placeholders load. */
export const FALLBACK_COUNT = 6;

/** Whether the newest pieces stand in for the featured ones: their read failed, or none are featured. */
export const needsFallback = (failed: boolean, featured: readonly unknown[] | undefined): boolean =>
  failed || (featured !== undefined && featured.length === 0);

/**
 * Every featured piece, as many as the owner marked; when that call fails (or none are featured)
 * the first six of the full list (from its first page) stand in, as the spec's fallback says, so
 * Home never shows an empty collection. Only the fallback is cut: the owner chose each featured piece.
 */
export function useFeaturedJewelry() {
  const featured = usePublicRead<JewelryItem[]>(endpoints.listFeaturedJewelry.path);
  const needFallback = needsFallback(featured.status === "error", featured.data);
  const first = usePublicRead<CataloguePage>(needFallback ? cataloguePagePath(NO_FILTERS, 1) : null);
  if (!needFallback) return featured;
  return { ...first, data: first.data?.items.slice(0, FALLBACK_COUNT) };
}
