import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import { useResource } from "../../data/resources";

export const FEATURED_COUNT = 6;

/**
 * The featured pieces; when that call fails (or none are featured) the first six of the full list
 * stand in, as the spec's fallback says, so Home never shows an empty collection.
 */
export function useFeaturedJewelry() {
  const featured = useResource<JewelryItem[]>(endpoints.listFeaturedJewelry.path);
  const needFallback =
    featured.status === "error" || (featured.data !== undefined && featured.data.length === 0);
  const all = useResource<JewelryItem[]>(needFallback ? endpoints.listJewelry.path : null);
  if (!needFallback) return { ...featured, data: featured.data?.slice(0, FEATURED_COUNT) };
  return { ...all, data: all.data?.slice(0, FEATURED_COUNT) };
}
