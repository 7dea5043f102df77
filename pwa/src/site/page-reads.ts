import type { Params } from "react-router";
import { cataloguePagePath, filtersFromParams, NO_FILTERS, pageFromParams } from "#core/catalogue-filters";
import { buildPath, endpoints } from "#core/endpoints";
import { answered, type PageRead } from "#core/page-render";
import { FIRST_HISTORY, historyPath } from "#core/rate-history-path";
import { needsFallback } from "./home/use-featured-jewelry";
import { sharedIds } from "./my-list/shared-list";

/** Where a page is: its route's parameters and its address, query included. */
export interface PageAt {
  params: Params;
  url: URL;
}

/** What a page reads, read before the server renders it once (ADR 033): the paths its queries ask for. */
export type PageReads = (at: PageAt, read: (path: string) => Promise<PageRead>) => Promise<unknown>;

/** The featured pieces, and the newest ones when those are missing (use-featured-jewelry.ts). */
async function readFeatured(read: (path: string) => Promise<PageRead>): Promise<void> {
  const featured = await read(endpoints.listFeaturedJewelry.path);
  const pieces = answered(featured) ? (featured.data as unknown[]) : undefined;
  if (needsFallback(!pieces, pieces)) await read(cataloguePagePath(NO_FILTERS, 1));
}

/**
 * The public pages' reads, by the route that makes them: the layout reads the shop's settings and
 * today's board (its 22K price in every footer) for all.
 */
export const siteReads = {
  layout: (_, read) => Promise.all([read(endpoints.getSettings.path), read(endpoints.getGoldRates.path)]),
  home: (_, read) => Promise.all([readFeatured(read), read(endpoints.listCollections.path)]),
  jewelry: (at, read) =>
    read(cataloguePagePath(filtersFromParams(at.url.searchParams), pageFromParams(at.url.searchParams))),
  // The item, and the pieces its page shows below it ("Pairs with", "More in this category").
  item: (at, read) => {
    const id = at.params.id ?? "";
    return Promise.all([
      read(buildPath(endpoints.getJewelry.path, { id })),
      read(buildPath(endpoints.relatedJewelry.path, { id })),
    ]);
  },
  collection: (at, read) => read(buildPath(endpoints.getCollection.path, { slug: at.params.slug ?? "" })),
  goldCalculator: (_, read) => read(endpoints.getGoldRates.path),
  // A shared list's pieces (the visitor's own list is on their device, which the server never sees).
  myList: (at, read) =>
    Promise.all(
      (sharedIds(at.url.searchParams) ?? []).map((id) => read(buildPath(endpoints.getJewelry.path, { id }))),
    ),
  goldRates: (_, read) =>
    Promise.all([
      read(endpoints.getGoldRates.path),
      read(historyPath(FIRST_HISTORY.metal, FIRST_HISTORY.grade, FIRST_HISTORY.days)),
    ]),
} satisfies Record<string, PageReads>;
