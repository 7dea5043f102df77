import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import {
  type CatalogueFilters,
  filtersFromParams,
  filtersToParams,
  NO_FILTERS,
  pageFromParams,
} from "#core/catalogue-filters";

const sameFilters = (a: CatalogueFilters, b: CatalogueFilters) =>
  a.q === b.q && a.category === b.category && a.metal === b.metal;

/**
 * The list's search and filters, kept in the URL so they survive a reload, the back button and a
 * shared link. The fields read from local state, because the router applies URL changes a moment
 * later and a search box bound straight to the URL would lose keystrokes typed in between. The page
 * is the URL's alone (pages are links); a change of search or filters goes back to the first.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = filtersFromParams(params);
  const [filters, setFilters] = useState<CatalogueFilters>(fromUrl);
  /** What this hook last wrote to the URL; until the URL shows it, older URL states are ours, not news. */
  const pending = useRef<CatalogueFilters | null>(null);

  const urlQ = fromUrl.q;
  const urlCategory = fromUrl.category;
  const urlMetal = fromUrl.metal;
  useEffect(() => {
    const url: CatalogueFilters = { q: urlQ, category: urlCategory, metal: urlMetal };
    if (pending.current) {
      if (sameFilters(pending.current, url)) pending.current = null;
      return;
    }
    // The URL changed from outside (a link to /jewelry, back or forward): follow it.
    setFilters((current) => (sameFilters(current, url) ? current : url));
  }, [urlQ, urlCategory, urlMetal]);

  const update = useCallback(
    (next: CatalogueFilters) => {
      setFilters(next);
      const written = filtersFromParams(filtersToParams(next));
      // When the URL already says this, it will not change, so nothing is left to wait for.
      pending.current = sameFilters(written, filtersFromParams(params)) ? null : written;
      // Replace, not push: each keystroke is not a page of its own in the history.
      setParams(filtersToParams(next), { replace: true, preventScrollReset: true });
    },
    [params, setParams],
  );

  return {
    filters,
    page: pageFromParams(params),
    setFilter: <K extends keyof CatalogueFilters>(key: K, value: CatalogueFilters[K]) =>
      update({ ...filters, [key]: value }),
    clear: () => update(NO_FILTERS),
  };
}
