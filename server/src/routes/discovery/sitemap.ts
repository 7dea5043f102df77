import { LANGUAGES, pathInLanguage } from "#core/language";
import {
  collectionPath,
  itemPath,
  LISTED_PAGES,
  type ListedPageName,
  PUBLIC_PAGES,
} from "#core/public-pages";
import type { Repositories } from "../../db/repositories";
import { escapeHtml } from "../../html/head-tags";

/** The sitemap protocol's limit for one file. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  /** A path the server built from the page it names, starting with "/". */
  path: string;
  /** When the page's content last changed, if the data says. */
  lastmod: string | null;
}

// Every time is stored as toISOString(), so the text order is the time order.
const newest = (...times: (string | null)[]): string | null =>
  times.reduce<string | null>(
    (found, time) => (time !== null && (found === null || time > found) ? time : found),
    null,
  );

/**
 * Every public page, then each collection with pieces, then every item newest first, each dated by
 * the data it is made of: an item by its own change, a collection by its own save or its pieces'
 * changes, the catalogue by the newest item's, the rates by the board in force, and the pages whose
 * text, title and description come from the settings by the settings' last save (the home page also
 * shows the featured items and the collections, so their changes count there). A deleted item leaves
 * no date behind, so its removal does not move the catalogue's.
 */
export function sitemapEntries(repos: Repositories): SitemapEntry[] {
  const items = repos.jewelry.listChanges();
  const settingsSaved = repos.settings.lastSavedAt();
  const itemChanged = newest(...items.map((item) => item.updatedAt));
  const collections = repos.collections.lastChanges().filter((collection) => collection.pieces > 0);
  const lastmod: Record<ListedPageName, string | null> = {
    jewelry: itemChanged,
    goldCalculator: settingsSaved,
    enhancedCalculator: settingsSaved,
    // Its figures are the board in force less the deductions in the settings.
    goldExchange: newest(settingsSaved, repos.rates.current().effectiveAt),
    // Its nisab and values are the board in force, its default nisab and deduction the settings.
    zakat: newest(settingsSaved, repos.rates.current().effectiveAt),
    goldRates: repos.rates.current().effectiveAt,
    about: settingsSaved,
    contact: settingsSaved,
  };
  return [
    {
      path: PUBLIC_PAGES.home,
      lastmod: newest(settingsSaved, itemChanged, ...collections.map((collection) => collection.changedAt)),
    },
    ...LISTED_PAGES.map((name) => ({ path: PUBLIC_PAGES[name], lastmod: lastmod[name] })),
    ...collections.map((collection) => ({
      path: collectionPath(collection.slug),
      lastmod: collection.changedAt,
    })),
    ...items.map((item) => ({ path: itemPath(item.id), lastmod: item.updatedAt })),
  ];
}

/**
 * One sitemap file of absolute addresses under `origin`, each page once per language, every one
 * naming the page in each language and the one for readers of neither (ADR 021). XML escapes the
 * same five characters as HTML. Past the protocol's limit the rest is left out, so callers put what
 * matters most first; a shop that outgrows one file needs a sitemap index.
 */
export function renderSitemap(origin: string, entries: readonly SitemapEntry[]): string {
  const address = (path: string) => escapeHtml(origin + path);
  const urls = entries.slice(0, SITEMAP_URL_LIMIT / LANGUAGES.length).flatMap(({ path, lastmod }) => {
    const alternates = [
      ...LANGUAGES.map(
        (language) =>
          `<xhtml:link rel="alternate" hreflang="${language}" href="${address(pathInLanguage(path, language))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path)}"/>`,
    ].join("");
    const dated = lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : "";
    return LANGUAGES.map(
      (language) => `<url><loc>${address(pathInLanguage(path, language))}</loc>${dated}${alternates}</url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
