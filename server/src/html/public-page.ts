import { isShown } from "#core/collection-rules";
import { FIXED_PAGES, type FixedPageName, PUBLIC_PAGES } from "#core/public-pages";
import type { CollectionWithPieces } from "#core/schemas/collection";
import type { JewelryItem } from "#core/schemas/jewelry";
import { isLinkOrPath } from "#core/schemas/text";

/**
 * Which public page a request shows; `id` (`slug`) is null when the item's (collection's) part of
 * the address cannot be read.
 */
export type PublicPage =
  | { kind: "home" }
  | { kind: "page"; name: FixedPageName }
  | { kind: "item"; id: string | null }
  | { kind: "collection"; slug: string | null }
  | { kind: "not-found" };

/** Where the pages with a part of their own in the address live: `/jewelry/:id`, `/collections/:slug`. */
const pageWithPart = (template: string) => template.slice(0, template.lastIndexOf("/"));

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

const fixedPageAt = (path: string): FixedPageName | undefined =>
  FIXED_PAGES.find((name) => PUBLIC_PAGES[name] === path);

/**
 * Reads a raw, still-encoded URL path the way the app's router matches it: each part decoded once,
 * names in any case, a trailing slash allowed. An empty part ("//evil.example/x") or one that does
 * not decode is no page of this site.
 */
export function resolvePublicPage(rawPath: string): PublicPage {
  const path = rawPath.replace(/([^/])\/$/, "$1");
  if (path === "/") return { kind: "home" };
  const parts = path.slice(1).split("/").map(decodeSegment);
  // A page of its own may sit under another's address (/gold-rates/display), its parts as written:
  // an encoded slash inside one is no separator to the router.
  const whole = parts.every((part) => part && !part.includes("/"));
  const fixed = whole ? fixedPageAt(`/${parts.join("/").toLowerCase()}`) : undefined;
  if (fixed) return { kind: "page", name: fixed };
  const [name, id, ...rest] = parts;
  const page = name ? `/${name.toLowerCase()}` : null;
  if (page === pageWithPart(PUBLIC_PAGES.item) && id !== undefined && rest.length === 0)
    return { kind: "item", id: id || null };
  if (page === pageWithPart(PUBLIC_PAGES.collection) && id !== undefined && rest.length === 0)
    return { kind: "collection", slug: id || null };
  return { kind: "not-found" };
}

/** A public page with what it shows: on an item's page, the item found; on a collection's, it and its pieces. */
export type FoundPage =
  | { kind: "home" }
  | { kind: "page"; name: FixedPageName }
  | { kind: "item"; item: JewelryItem }
  | { kind: "collection"; collection: CollectionWithPieces }
  | { kind: "not-found"; missing: "page" | "item" | "collection" };

export interface PageFinders {
  item: (id: string) => JewelryItem | null;
  collection: (slug: string) => CollectionWithPieces | null;
}

/**
 * Which page a request shows, with its item or collection looked up once for everything written
 * into the page. A collection without pieces has no page, as its API answer says.
 */
export function findPublicPage(rawPath: string, find: PageFinders): FoundPage {
  const page = resolvePublicPage(rawPath);
  if (page.kind === "not-found") return { kind: "not-found", missing: "page" };
  if (page.kind === "item") {
    const item = page.id === null ? null : find.item(page.id);
    return item ? { kind: "item", item } : { kind: "not-found", missing: "item" };
  }
  if (page.kind === "collection") {
    const collection = page.slug === null ? null : find.collection(page.slug);
    return collection && isShown(collection)
      ? { kind: "collection", collection }
      : { kind: "not-found", missing: "collection" };
  }
  return page;
}

/**
 * An absolute address for a link or path the owner set. A path needs the site's public origin: with
 * none configured there is no trustworthy one (the Host header is the client's to choose), so none.
 */
export const absoluteLink = (link: string, origin: string | null): string | null => {
  if (!isLinkOrPath(link)) return null;
  if (!link.startsWith("/")) return link;
  return origin ? new URL(origin + link).href : null;
};
