import { stripMarkdown, truncateText } from "#core/markdown-text";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { WebsiteSettings } from "#core/schemas/settings";
import type { PageMeta } from "./head-tags";

const DESCRIPTION_LENGTH = 160;

/** Titles of the public pages as a shared link shows them; the page itself sets the same on navigation. */
const pageTitle = (path: string, settings: WebsiteSettings): string | null => {
  switch (path) {
    case "/jewelry":
      return "Our Jewelry Collection";
    case "/gold-calculator":
      return "Gold Calculator";
    case "/gold-calculator-enhanced":
      return "Enhanced Gold Calculator";
    case "/gold-rates":
      return "Today's Gold & Silver Rate";
    case "/about":
      return settings.aboutUs.title || "About";
    case "/contact":
      return settings.contactUs.title || "Contact";
    default:
      return null;
  }
};

/**
 * What a link preview (WhatsApp, Facebook) and a search engine see for one page: the SEO settings,
 * or the item's own name, description and first image on a jewellery page.
 */
export function pageMeta(
  path: string,
  settings: WebsiteSettings,
  findItem: (id: string) => JewelryItem | null,
  origin: string,
): PageMeta {
  const { seo, homePage, media } = settings;
  const absolute = (url: string) => (url ? new URL(url, origin).href : null);
  const siteName = homePage.siteName;
  const base: PageMeta = {
    title: seo.metaTitle || siteName,
    description: seo.metaDescription,
    keywords: seo.keywords,
    url: absolute(path),
    ogType: "website",
    ogTitle: seo.ogTitle || seo.metaTitle || siteName,
    ogDescription: seo.ogDescription || seo.metaDescription,
    image: absolute(seo.ogImage || media.heroImage),
    twitterTitle: seo.twitterTitle || seo.ogTitle || seo.metaTitle || siteName,
    twitterDescription: seo.twitterDescription || seo.ogDescription || seo.metaDescription,
    twitterImage: absolute(seo.twitterImage || seo.ogImage || media.heroImage),
    siteName,
    favicon: media.favicon || null,
  };

  const itemId = /^\/jewelry\/([^/]+)$/.exec(path)?.[1];
  const item = itemId ? findItem(decodeURIComponent(itemId)) : null;
  if (item) {
    const title = `${item.name} | ${siteName}`;
    const description = truncateText(stripMarkdown(item.description), DESCRIPTION_LENGTH);
    const image = absolute(item.imageUrl);
    return {
      ...base,
      title,
      description,
      ogType: "product",
      ogTitle: item.name,
      ogDescription: description,
      image,
      twitterTitle: item.name,
      twitterDescription: description,
      twitterImage: image,
    };
  }
  const page = pageTitle(path, settings);
  if (!page) return base;
  return { ...base, title: `${page} | ${siteName}`, ogTitle: page, twitterTitle: page };
}
