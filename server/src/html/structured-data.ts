import type {
  BreadcrumbList,
  CollectionPage,
  Graph,
  JewelryStore,
  Organization,
  Product,
  Thing,
} from "schema-dts";
import { type InLanguage, inLanguage } from "#core/in-language";
import { BENGALI_CATEGORY_NAMES, BENGALI_METAL_NAMES } from "#core/jewelry-terms-bn";
import { type Language, pathInLanguage } from "#core/language";
import { stripMarkdown } from "#core/markdown-text";
import { PAGE_NAMES } from "#core/page-names";
import { parsePhoneNumber } from "#core/phone-numbers";
import { collectionPath, itemPath, PUBLIC_PAGES } from "#core/public-pages";
import type { CollectionWithPieces } from "#core/schemas/collection";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { WebsiteSettings } from "#core/schemas/settings";
import { showroomsOf } from "#core/showrooms";
import { shareableImageLink } from "./link-preview-image";
import { readOpeningHours } from "./opening-hours";
import { pageTitle } from "./page-meta";
import { absoluteLink, type FoundPage } from "./public-page";
import { jsonForScript } from "./script-json";

/**
 * A node's identifier. Without a public origin it stays root-relative: a reader resolves it against
 * the page's own address, so every page still names the same shop, and no origin is written that the
 * server does not know to be its own.
 */
const nodeId = (origin: string | null, name: string) => `${origin ?? ""}/#${name}`;
const organizationRef = (origin: string | null) => ({ "@id": nodeId(origin, "organization") });

/** The owner's multi-line text on one line, as an address field holds it. */
const oneLine = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join(", ");

/**
 * The shop's name in the page's language, and its name in the other one beside it when the owner
 * gave it one, so every page names one shop by both of its names.
 */
function shopNames({ homePage }: WebsiteSettings, language: Language) {
  const name = inLanguage(homePage, language).siteName;
  const other = inLanguage(homePage, language === "en" ? "bn" : "en").siteName;
  return { name, alternateName: other === name ? undefined : other };
}

function organization(settings: WebsiteSettings, origin: string | null, language: Language): Organization {
  const { business, media, socialMedia } = settings;
  // Only full web addresses: a path would name a page of this site, not the shop's profile elsewhere.
  const profiles = Object.values(socialMedia).flatMap((link) => absoluteLink(link, null) ?? []);
  return {
    "@type": "Organization",
    "@id": nodeId(origin, "organization"),
    ...shopNames(settings, language),
    legalName: business.companyName,
    url: origin ? `${origin}/` : undefined,
    logo: shareableImageLink(media.logo, origin) ?? undefined,
    foundingDate: business.established || undefined,
    sameAs: profiles.length > 0 ? profiles : undefined,
  };
}

/** The first showroom keeps the identifier the shop's one showroom had; the others are numbered. */
const storeId = (origin: string | null, index: number) =>
  nodeId(origin, index === 0 ? "store" : `store-${index + 1}`);

/**
 * Each showroom as a store of the shop: its address, map pin, phone and hours. A showroom without an
 * address (one saved before showrooms were listed) is not described as a place at all.
 */
function stores(settings: WebsiteSettings, origin: string | null, language: Language): JewelryStore[] {
  const { contactUs, business } = settings;
  return showroomsOf(contactUs).flatMap((showroom, index) => {
    const address = oneLine(showroom.address);
    if (!address) return [];
    // The section's second phone is the shop's, answered for every showroom.
    const phone = [showroom.phone, contactUs.phone2].map(parsePhoneNumber).find((number) => number !== null);
    const store: JewelryStore = {
      "@type": "JewelryStore",
      "@id": storeId(origin, index),
      ...shopNames(settings, language),
      parentOrganization: organizationRef(origin),
      url: origin ? `${origin}/contact` : undefined,
      // The address is free text, so it is not split into town and postcode; the country is the shop's.
      address: { "@type": "PostalAddress", streetAddress: address, addressCountry: "BD" },
      geo: {
        "@type": "GeoCoordinates",
        latitude: showroom.coordinates.lat,
        longitude: showroom.coordinates.lng,
      },
      hasMap: absoluteLink(showroom.mapLocation, origin) ?? undefined,
      telephone: phone?.international,
      email: contactUs.email || undefined,
      openingHoursSpecification: readOpeningHours(showroom.businessHours) ?? undefined,
      paymentAccepted: business.paymentMethods.join(", ") || undefined,
    };
    return [store];
  });
}

/**
 * An item as a product of the shop. Its price reads "Contact Us" everywhere, so there are no offers,
 * no price and no ratings: what a search engine may show is the piece, never a figure for it.
 */
function product(item: InLanguage<JewelryItem>, origin: string | null, language: Language): Product {
  const images = new Set(
    [item.imageUrl, ...item.images].flatMap((link) => shareableImageLink(link, origin) ?? []),
  );
  const url = origin ? origin + pathInLanguage(itemPath(item._id), language) : undefined;
  return {
    "@type": "Product",
    "@id": url && `${url}#product`,
    url,
    name: item.name,
    description: stripMarkdown(item.description),
    image: images.size > 0 ? [...images] : undefined,
    category: language === "bn" ? BENGALI_CATEGORY_NAMES[item.category] : item.category,
    material: language === "bn" ? BENGALI_METAL_NAMES[item.metal] : item.metal,
    // A weight of 0 is one the owner has not given.
    weight:
      item.weight > 0 ? { "@type": "QuantitativeValue", value: item.weight, unitCode: "GRM" } : undefined,
    additionalProperty: { "@type": "PropertyValue", name: "Purity", value: item.purity },
    brand: organizationRef(origin),
    manufacturer: organizationRef(origin),
  };
}

/** A collection's page: its pieces as a list in the owner's order, each the product its own page describes. */
function collectionPage(
  collection: CollectionWithPieces,
  origin: string | null,
  language: Language,
): CollectionPage {
  const { name, description } = inLanguage(collection, language);
  const url = origin ? origin + pathInLanguage(collectionPath(collection.slug), language) : undefined;
  return {
    "@type": "CollectionPage",
    "@id": url && `${url}#collection`,
    url,
    name,
    description: description || undefined,
    image: shareableImageLink(collection.cover, origin) ?? undefined,
    isPartOf: organizationRef(origin),
    mainEntity: {
      "@type": "ItemList",
      numberOfItems: collection.pieces.length,
      itemListElement: collection.pieces.map((piece, index) => ({
        "@type": "ListItem",
        position: index + 1,
        item: product(inLanguage(piece, language), origin, language),
      })),
    },
  };
}

interface Crumb {
  name: string;
  path: string;
}

/** The way down from the home page, named as each page's title names it; none for the home page. */
function trail(page: FoundPage, settings: WebsiteSettings, language: Language): Crumb[] | null {
  const home: Crumb = { name: PAGE_NAMES[language].home, path: PUBLIC_PAGES.home };
  switch (page.kind) {
    case "page":
      return [home, { name: pageTitle(page.name, settings, language), path: PUBLIC_PAGES[page.name] }];
    case "item":
      return [
        home,
        { name: pageTitle("jewelry", settings, language), path: PUBLIC_PAGES.jewelry },
        { name: inLanguage(page.item, language).name, path: itemPath(page.item._id) },
      ];
    case "collection":
      return [
        home,
        { name: inLanguage(page.collection, language).name, path: collectionPath(page.collection.slug) },
      ];
    default:
      return null;
  }
}

const breadcrumbList = (crumbs: Crumb[], origin: string, language: Language): BreadcrumbList => ({
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, index) => ({
    "@type": "ListItem",
    position: index + 1,
    name: crumb.name,
    item: origin + pathInLanguage(crumb.path, language),
  })),
});

/**
 * What search engines read about a public page: the shop as an organisation on every page, its
 * showrooms (address, map pin, phone, hours) on the pages about the shop (home, about, contact), the
 * piece on an item's page, a collection's pieces on its page, and the way there from the home page.
 * A page that is not there has none.
 * Absolute addresses come from `origin` alone; without it they are left out, and so are breadcrumbs,
 * which are nothing but addresses. The shop's name, the piece and the way there are in the page's
 * language.
 */
export function structuredData(
  page: FoundPage,
  settings: WebsiteSettings,
  origin: string | null,
  language: Language,
): Graph | null {
  if (page.kind === "not-found") return null;
  const nodes: Thing[] = [organization(settings, origin, language)];
  const aboutTheShop =
    page.kind === "home" || (page.kind === "page" && (page.name === "about" || page.name === "contact"));
  if (aboutTheShop) nodes.push(...stores(settings, origin, language));
  if (page.kind === "item") nodes.push(product(inLanguage(page.item, language), origin, language));
  if (page.kind === "collection") nodes.push(collectionPage(page.collection, origin, language));
  const crumbs = trail(page, settings, language);
  if (crumbs && origin) nodes.push(breadcrumbList(crumbs, origin, language));
  return { "@context": "https://schema.org", "@graph": nodes };
}

/**
 * The graph as a JSON-LD data block. Its type is not JavaScript, so browsers never run it and the
 * Content-Security-Policy's script rules do not apply to it.
 */
export const jsonLdScript = (graph: Graph): string =>
  `<script type="application/ld+json">${jsonForScript(graph)}</script>`;
