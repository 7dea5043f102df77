/**
 * The site's public pages, by the name PAGE_NAMES gives them, at their English address (a Bengali
 * page is the same under /bn, ADR 021). The router, the server's pages and head tags, the sitemap
 * and the tests read this one table, as they read the endpoint table for the API.
 */
export const PUBLIC_PAGES = {
  home: "/",
  jewelry: "/jewelry",
  item: "/jewelry/:id",
  collection: "/collections/:slug",
  goldCalculator: "/gold-calculator",
  enhancedCalculator: "/gold-calculator-enhanced",
  goldExchange: "/gold-exchange",
  zakat: "/zakat",
  goldRates: "/gold-rates",
  goldRatesDisplay: "/gold-rates/display",
  about: "/about",
  contact: "/contact",
  myList: "/my-list",
} as const;

export type PageName = keyof typeof PUBLIC_PAGES;

/** The pages at one address of their own, besides the home page: all but an item's and a collection's. */
export type FixedPageName = Exclude<PageName, "home" | "item" | "collection">;

export const FIXED_PAGES = (Object.keys(PUBLIC_PAGES) as PageName[]).filter(
  (name): name is FixedPageName => name !== "home" && name !== "item" && name !== "collection",
);

/**
 * The pages that show what a visitor keeps on their own device (their list of pieces): the same
 * for no two visitors, so never in the sitemap. A search engine that finds one anyway is told its
 * one address (the canonical link, without a shared list's pieces) and reads how the list works.
 */
const PERSONAL_PAGES = ["myList"] as const satisfies readonly FixedPageName[];

/**
 * The showroom's screen (ADR 050): the rate page's board for a TV across the room, nothing a search
 * should send a visitor to instead of the rate page itself.
 */
const SCREEN_PAGES = ["goldRatesDisplay"] as const satisfies readonly FixedPageName[];

const UNLISTED_PAGES: readonly FixedPageName[] = [...PERSONAL_PAGES, ...SCREEN_PAGES];

/** A page at one address of its own that search engines may list: all but the personal ones and the screen. */
export type ListedPageName = Exclude<
  FixedPageName,
  (typeof PERSONAL_PAGES)[number] | (typeof SCREEN_PAGES)[number]
>;

export const LISTED_PAGES = FIXED_PAGES.filter(
  (name): name is ListedPageName => !UNLISTED_PAGES.includes(name),
);

/** The address of one item's page, the same wherever it is written. */
export const itemPath = (id: string): string => PUBLIC_PAGES.item.replace(":id", encodeURIComponent(id));

/** The address of one collection's page. */
export const collectionPath = (slug: string): string =>
  PUBLIC_PAGES.collection.replace(":slug", encodeURIComponent(slug));
