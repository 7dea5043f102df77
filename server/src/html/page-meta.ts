import { inLanguage } from "#core/in-language";
import { LANGUAGES, type Language, pathInLanguage } from "#core/language";
import { stripMarkdown, truncateText } from "#core/markdown-text";
import { type NamedPage, PAGE_NAMES } from "#core/page-names";
import { collectionPath, type FixedPageName, itemPath, PUBLIC_PAGES } from "#core/public-pages";
import type { WebsiteSettings } from "#core/schemas/settings";
import { parseUploadedImageUrl } from "#core/uploaded-image";
import { uploadVariantUpTo } from "#core/uploaded-image-variant";
import type { PageMeta } from "./head-tags";
import { linkPreviewImage } from "./link-preview-image";
import type { FoundPage } from "./public-page";

const DESCRIPTION_LENGTH = 160;

/**
 * The icon a browser shows in its tab, at most a few hundred pixels wide: of an uploaded photo its
 * narrowest file, never the 1600 px one its address names. A JPEG, which every browser takes as an icon.
 */
const faviconLink = (favicon: string): string => {
  const photo = parseUploadedImageUrl(favicon);
  return photo ? uploadVariantUpTo(photo, 320, "jpg").url : favicon;
};

/**
 * Titles of the public pages as a shared link shows them, in the page's language: the names the app
 * gives them, and the owner's own heading on the pages that show one.
 */
export const pageTitle = (page: FixedPageName, settings: WebsiteSettings, language: Language): string => {
  const name = PAGE_NAMES[language][page];
  if (page === "about") return inLanguage(settings.aboutUs, language).title || name;
  if (page === "contact") return inLanguage(settings.contactUs, language).title || name;
  return name;
};

/** What a page that is not there is called, by what is missing. */
const NOT_FOUND_NAMES = {
  page: "pageNotFound",
  item: "itemNotFound",
  collection: "collectionNotFound",
} as const satisfies Record<string, NamedPage>;

/** Open Graph's names of the languages' locales. */
const OPEN_GRAPH_LOCALES: Record<Language, string> = { en: "en_IN", bn: "bn_BD" };

/**
 * What a link preview (WhatsApp, Facebook) and a search engine see for one page: the SEO settings,
 * or the item's own name, description and first image on a jewellery page, always as an image those
 * previews can draw (link-preview-image.ts). `origin` is the configured public origin, if any. The
 * canonical address is built from the page found, never from the path as sent, in the page's
 * language, with the same page's address in each language beside it (ADR 021); a page that is not
 * there gets none and stays out of search results. The owner's texts are read in `language`.
 */
export function pageMeta(
  page: FoundPage,
  settings: WebsiteSettings,
  origin: string | null,
  language: Language,
): PageMeta {
  const { media } = settings;
  const seo = inLanguage(settings.seo, language);
  const { siteName } = inLanguage(settings.homePage, language);
  const base: PageMeta = {
    title: seo.metaTitle || siteName,
    description: seo.metaDescription,
    keywords: seo.keywords,
    url: null,
    robots: null,
    ogType: "website",
    ogTitle: seo.ogTitle || seo.metaTitle || siteName,
    ogDescription: seo.ogDescription || seo.metaDescription,
    image: linkPreviewImage([seo.ogImage, media.heroImage], origin),
    twitterTitle: seo.twitterTitle || seo.ogTitle || seo.metaTitle || siteName,
    twitterDescription: seo.twitterDescription || seo.ogDescription || seo.metaDescription,
    twitterImage: linkPreviewImage([seo.twitterImage, seo.ogImage, media.heroImage], origin)?.url ?? null,
    siteName,
    favicon: media.favicon ? faviconLink(media.favicon) : null,
    locale: OPEN_GRAPH_LOCALES[language],
    localeAlternate: OPEN_GRAPH_LOCALES[language === "en" ? "bn" : "en"],
    alternates: [],
  };
  // `path` is the English one, as the routes name the page.
  const addressed = (path: string) =>
    origin
      ? {
          url: `${origin}${pathInLanguage(path, language)}`,
          alternates: [
            ...LANGUAGES.map((other) => ({
              hreflang: other,
              href: `${origin}${pathInLanguage(path, other)}`,
            })),
            { hreflang: "x-default", href: `${origin}${path}` },
          ],
        }
      : { url: null, alternates: [] };
  const titled = (title: string) => ({
    title: `${title} | ${siteName}`,
    ogTitle: title,
    twitterTitle: title,
  });
  const notFound = (title: string): PageMeta => ({ ...base, ...titled(title), robots: "noindex" });

  switch (page.kind) {
    case "home":
      return { ...base, ...addressed(PUBLIC_PAGES.home) };
    case "page":
      return {
        ...base,
        ...titled(pageTitle(page.name, settings, language)),
        ...addressed(PUBLIC_PAGES[page.name]),
      };
    case "not-found":
      return notFound(PAGE_NAMES[language][NOT_FOUND_NAMES[page.missing]]);
    case "collection": {
      const collection = inLanguage(page.collection, language);
      const description = collection.description || seo.metaDescription;
      const image = linkPreviewImage([collection.cover], origin);
      return {
        ...base,
        ...titled(collection.name),
        description,
        ...addressed(collectionPath(collection.slug)),
        ogDescription: description,
        image,
        twitterDescription: description,
        twitterImage: image?.url ?? null,
      };
    }
    case "item": {
      const item = inLanguage(page.item, language);
      const description = truncateText(stripMarkdown(item.description), DESCRIPTION_LENGTH);
      const image = linkPreviewImage([item.imageUrl, ...item.images], origin);
      return {
        ...base,
        title: `${item.name} | ${siteName}`,
        description,
        ...addressed(itemPath(item._id)),
        ogType: "product",
        ogTitle: item.name,
        ogDescription: description,
        image,
        twitterTitle: item.name,
        twitterDescription: description,
        twitterImage: image?.url ?? null,
      };
    }
  }
}
