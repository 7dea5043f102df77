import { localDigits } from "#core/format/number";
import type { Language } from "#core/language";
import { about } from "./en/about";
import { calculators } from "./en/calculators";
import { catalogue } from "./en/catalogue";
import { collections } from "./en/collections";
import { common } from "./en/common";
import { contact } from "./en/contact";
import { goldExchange } from "./en/gold-exchange";
import { home } from "./en/home";
import { myList } from "./en/my-list";
import { pieceEstimate } from "./en/piece-estimate";
import { rateAlerts } from "./en/rate-alerts";
import { rates } from "./en/rates";
import { ratesDisplay } from "./en/rates-display";
import { showrooms } from "./en/showrooms";
import { zakat } from "./en/zakat";
import { pageLanguage } from "./page-language";

/**
 * The message catalogue of everything a visitor reads, in English; its Bengali twin has the same keys
 * (`bn/`) and is loaded only for a page in Bengali. The admin's own strings join these in
 * `admin-catalogue.ts`, loaded with the admin only.
 */
export const siteMessages = {
  ...common,
  ...home,
  ...catalogue,
  ...collections,
  ...calculators,
  ...goldExchange,
  ...about,
  ...contact,
  ...rates,
  ...rateAlerts,
  ...ratesDisplay,
  ...pieceEstimate,
  ...showrooms,
  ...myList,
  ...zakat,
} as const;

export type MessageParams = Record<string, string | number>;

/** One catalogue per language: English always there, another once its page has loaded it. */
export type Catalogues<Key extends string> = { en: Record<Key, string> } & Partial<
  Record<Language, Record<Key, string>>
>;

/**
 * `t` over a set of catalogues: a message by its key in the page's language, with `{name}` filled in
 * from `params`, a number in the language's digits (a count, a year; amounts come formatted). A
 * language whose catalogue is not loaded reads English rather than nothing.
 */
export const createTranslator = <Key extends string>(catalogues: Catalogues<Key>) => {
  const inLanguage = createTranslatorIn(catalogues);
  return (key: Key, params?: MessageParams): string => inLanguage(pageLanguage())(key, params);
};

/**
 * The same in a language the caller names: for the one screen that shows both in turn, the showroom
 * display (ADR 050); every other page writes in its own.
 */
export const createTranslatorIn =
  <Key extends string>(catalogues: Catalogues<Key>) =>
  (language: Language) =>
  (key: Key, params: MessageParams = {}): string =>
    (catalogues[language] ?? catalogues.en)[key].replace(/\{(\w+)\}/g, (match, name: string) => {
      const value = params[name];
      if (value === undefined) return match;
      return typeof value === "number" ? localDigits(String(value), language) : value;
    });

export type MessageKey = keyof typeof siteMessages;
export type SiteMessages = Record<MessageKey, string>;

/** The site's catalogues; a Bengali page's start adds its own before anything renders. */
export const siteCatalogues: Catalogues<MessageKey> = { en: siteMessages };
export const t = createTranslator(siteCatalogues);
export const tIn = createTranslatorIn(siteCatalogues);

/** A translator in one language, as `tIn` makes it. */
export type Translate = ReturnType<typeof tIn>;
