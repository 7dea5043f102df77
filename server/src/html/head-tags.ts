import type { LinkPreviewImage } from "./link-preview-image";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

export interface PageMeta {
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of this page, when the site's public address is known. */
  url: string | null;
  /** "noindex" for a page that is not there. */
  robots: "noindex" | null;
  ogType: "website" | "product";
  ogTitle: string;
  ogDescription: string;
  /** A raster image with an absolute URL, or null for none. */
  image: LinkPreviewImage | null;
  twitterTitle: string;
  twitterDescription: string;
  /** Absolute URL of a raster image, or null for none. */
  twitterImage: string | null;
  siteName: string;
  favicon: string | null;
  /** The page's Open Graph locale ("bn_BD"), and the other language's. */
  locale: string;
  localeAlternate: string;
  /** The same page in each language, and the one for readers of neither, when the public address is known. */
  alternates: { hreflang: string; href: string }[];
}

export function renderHeadTags(meta: PageMeta): string {
  const tag = (attribute: "name" | "property", key: string, value: string | number | null | undefined) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />` : "";
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag("name", "description", meta.description),
    tag("name", "keywords", meta.keywords),
    tag("name", "robots", meta.robots),
    meta.url ? `<link rel="canonical" href="${escapeHtml(meta.url)}" />` : "",
    ...meta.alternates.map(
      ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
    ),
    tag("property", "og:locale", meta.locale),
    tag("property", "og:locale:alternate", meta.localeAlternate),
    tag("property", "og:type", meta.ogType),
    tag("property", "og:site_name", meta.siteName),
    tag("property", "og:title", meta.ogTitle),
    tag("property", "og:description", meta.ogDescription),
    tag("property", "og:url", meta.url),
    tag("property", "og:image", meta.image?.url),
    tag("property", "og:image:type", meta.image?.type),
    tag("property", "og:image:width", meta.image?.width),
    tag("property", "og:image:height", meta.image?.height),
    tag("name", "twitter:card", meta.twitterImage ? "summary_large_image" : "summary"),
    tag("name", "twitter:title", meta.twitterTitle),
    tag("name", "twitter:description", meta.twitterDescription),
    tag("name", "twitter:image", meta.twitterImage),
    meta.favicon ? `<link rel="icon" href="${escapeHtml(meta.favicon)}" />` : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}

/**
 * Replaces the build's own title and description with the page's tags. The tags go in through a
 * replacer function: as a replacement string, "$&" or "$`" in an item's name would be expanded.
 */
export function injectHead(html: string, tags: string): string {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>/i, "")
    .replace(/<meta\s+name="description"[^>]*>/i, "")
    .replace(/<link\s+rel="icon"[^>]*>/i, (match) => (tags.includes('rel="icon"') ? "" : match));
  return cleaned.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}
