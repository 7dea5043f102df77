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
 * How long typing pauses before the search goes into the address: each write is a navigation that
 * every link on the page follows, too much work for each keystroke on a slow phone.
 */
export const SEARCH_WRITTEN_AFTER_MS = 750;

/**
 * The list's search and filters, kept in the URL so they survive a reload, the back button and a
 * shared link. The fields read from local state, because the router applies URL changes a moment
 * later and a search box bound straight to the URL would lose keystrokes typed in between. A choice
 * of category or metal is written at once, the search once typing pauses. The page is the URL's
 * (pages are links); a change of search or filters goes back to the first, before the URL says so.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const fromUrl = filtersFromParams(params);
  const [filters, setFilters] = useState<CatalogueFilters>(fromUrl);
  // What the setters start from: kept beside the state so that they stay the same functions while
  // the visitor types, and the filter bar is not drawn again for each keystroke's results.
  const latest = useRef(filters);
  /** What this hook last wrote to the URL; until the URL shows it, older URL states are ours, not news. */
  const pending = useRef<CatalogueFilters | null>(null);
  const typing = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(typing.current), []);

  const urlQ = fromUrl.q;
  const urlCategory = fromUrl.category;
  const urlMetal = fromUrl.metal;
  useEffect(() => {
    const url: CatalogueFilters = { q: urlQ, category: urlCategory, metal: urlMetal };
    if (pending.current) {
      if (sameFilters(pending.current, url)) pending.current = null;
      return;
    }
    // The URL changed from outside (a link to /jewelry or a page, back or forward): follow it, and
    // drop a search not yet written, which would take the visitor back to the first page.
    window.clearTimeout(typing.current);
    if (!sameFilters(latest.current, url)) latest.current = url;
    setFilters(latest.current);
  }, [urlQ, urlCategory, urlMetal]);

  const update = useCallback(
    (next: CatalogueFilters, { typed = false } = {}) => {
      latest.current = next;
      setFilters(next);
      window.clearTimeout(typing.current);
      const write = () => {
        const written = filtersFromParams(filtersToParams(next));
        // When the URL already says this, it will not change, so nothing is left to wait for.
        pending.current = sameFilters(written, filtersFromParams(params)) ? null : written;
        // Replace, not push: each keystroke is not a page of its own in the history.
        setParams(filtersToParams(next), { replace: true, preventScrollReset: true });
      };
      if (typed) typing.current = window.setTimeout(write, SEARCH_WRITTEN_AFTER_MS);
      else write();
    },
    [params, setParams],
  );

  const setFilter = useCallback(
    <K extends keyof CatalogueFilters>(key: K, value: CatalogueFilters[K]) =>
      update({ ...latest.current, [key]: value }, { typed: key === "q" }),
    [update],
  );
  const clear = useCallback(() => update(NO_FILTERS), [update]);

  return { filters, page: sameFilters(filters, fromUrl) ? pageFromParams(params) : 1, setFilter, clear };
}
