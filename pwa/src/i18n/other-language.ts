import { type Language, pathInLanguage } from "#core/language";

/** The language the switch offers on a page in `language`. */
export const otherLanguage = (language: Language): Language => (language === "en" ? "bn" : "en");

/**
 * Each language as its readers write it, the same on every page: a Bengali reader lost on an English
 * page looks for "বাংলা", not for a translation of "Bengali". `name` is what a screen reader says when
 * the short label would not do.
 */
export const LANGUAGE_NAMES: Record<Language, { label: string; name: string }> = {
  en: { label: "EN", name: "English" },
  bn: { label: "বাংলা", name: "বাংলা" },
};

/** Where the page at `location` is in `language`: the same page, query and fragment, under its prefix. */
export function addressInLanguage(
  location: { pathname: string; search: string; hash: string },
  language: Language,
): string {
  return `${pathInLanguage(location.pathname, language)}${location.search}${location.hash}`;
}
