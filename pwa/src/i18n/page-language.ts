import { DEFAULT_LANGUAGE, type Language, LOCALES } from "#core/language";

let language: Language = DEFAULT_LANGUAGE;

/**
 * The language of the page on screen, or of the page the server is rendering: read from its address
 * as the app starts and before each server render. A page load has one language (ADR 021), so
 * messages and formats read it here rather than every component being handed it.
 */
export const pageLanguage = (): Language => language;

/** Intl's locale for the page's language, for sorting and formatting. */
export const pageLocale = (): string => LOCALES[language];

export function setPageLanguage(next: Language): void {
  language = next;
}
