import type { Language } from "./language";

/** The public pages by what they show, as their names are looked up. */
export type NamedPage =
  | "home"
  | "jewelry"
  | "goldCalculator"
  | "enhancedCalculator"
  | "goldExchange"
  | "zakat"
  | "goldRates"
  | "goldRatesDisplay"
  | "about"
  | "contact"
  | "myList"
  | "pageNotFound"
  | "itemNotFound"
  | "collectionNotFound";

/**
 * The public pages' names in each language: the tab's title in the app, and the title, link preview
 * and breadcrumb the server writes into a page before its code runs. One list, so a shared link and
 * the page it opens never name the page differently.
 */
export const PAGE_NAMES: Record<Language, Record<NamedPage, string>> = {
  en: {
    home: "Home",
    jewelry: "Our Jewelry Collection",
    goldCalculator: "Gold Calculator",
    enhancedCalculator: "Enhanced Gold Calculator",
    goldExchange: "Old Gold Exchange & Sell-Back",
    zakat: "Zakat Calculator",
    goldRates: "Today's Gold & Silver Rate",
    goldRatesDisplay: "Showroom Rate Display",
    about: "About",
    contact: "Contact",
    myList: "My List",
    pageNotFound: "Page Not Found",
    itemNotFound: "Jewelry Not Found",
    collectionNotFound: "Collection Not Found",
  },
  bn: {
    home: "হোম",
    jewelry: "আমাদের গহনার কালেকশন",
    goldCalculator: "স্বর্ণ ক্যালকুলেটর",
    enhancedCalculator: "উন্নত স্বর্ণ ক্যালকুলেটর",
    goldExchange: "পুরোনো সোনা বদল ও বিক্রি",
    zakat: "যাকাত ক্যালকুলেটর",
    goldRates: "স্বর্ণ ও রুপার আজকের দর",
    goldRatesDisplay: "শোরুমের দরের পর্দা",
    about: "আমাদের কথা",
    contact: "যোগাযোগ",
    myList: "আমার তালিকা",
    pageNotFound: "পাতাটি পাওয়া যায়নি",
    itemNotFound: "গহনাটি পাওয়া যায়নি",
    collectionNotFound: "কালেকশনটি পাওয়া যায়নি",
  },
};
