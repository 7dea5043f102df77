import { FIXED_PAGES, type FixedPageName, PUBLIC_PAGES } from "#core/public-pages";
import type { JewelryItem } from "#core/schemas/jewelry";
import { isLinkOrPath } from "#core/schemas/text";

/** Which public page a request shows; `id` is null when the item part of the address cannot be read. */
export type PublicPage =
  | { kind: "home" }
  | { kind: "page"; name: FixedPageName }
  | { kind: "item"; id: string | null }
  | { kind: "not-found" };

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
  const [name, id, ...rest] = path.slice(1).split("/").map(decodeSegment);
  const page = name ? `/${name.toLowerCase()}` : null;
  if (page === PUBLIC_PAGES.jewelry && id !== undefined && rest.length === 0)
    return { kind: "item", id: id || null };
  const fixed = page && id === undefined ? fixedPageAt(page) : undefined;
  return fixed ? { kind: "page", name: fixed } : { kind: "not-found" };
}

/** A public page with what it shows: on an item's page, the item found. */
export type FoundPage =
  | { kind: "home" }
  | { kind: "page"; name: FixedPageName }
  | { kind: "item"; item: JewelryItem }
  | { kind: "not-found"; missing: "page" | "item" };

/** Which page a request shows, with its item looked up once for everything written into the page. */
export function findPublicPage(rawPath: string, findItem: (id: string) => JewelryItem | null): FoundPage {
  const page = resolvePublicPage(rawPath);
  if (page.kind === "not-found") return { kind: "not-found", missing: "page" };
  if (page.kind !== "item") return page;
  const item = page.id === null ? null : findItem(page.id);
  return item ? { kind: "item", item } : { kind: "not-found", missing: "item" };
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
