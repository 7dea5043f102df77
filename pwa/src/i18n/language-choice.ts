import { isLanguage, type Language } from "#core/language";
import { languageCookie } from "#core/language-choice";

/** Where the device keeps the chosen language, beside the cookie the server reads. */
export const LANGUAGE_STORAGE_KEY = "language";

/**
 * Remembers the visitor's language on the device and for the server, before the switch's link loads
 * the page in it, so that load and every later English address are answered in it (ADR 021). Storage
 * a browser refuses (blocked, private, full) costs only the memory: the link still goes.
 */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // The cookie below still carries the choice to the server.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API writes later, after the link has already gone
  document.cookie = languageCookie(language);
}

/**
 * Renews the cookie from the device's memory of the choice, as the app starts: a year after the
 * switch was last used, or after the browser cleared its cookies, the server still knows the visitor
 * reads Bengali. Nothing stored (or storage refused) leaves the cookie as it is.
 */
export function renewLanguageCookie(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the same cookie the switch writes, read by the server
  if (isLanguage(stored)) document.cookie = languageCookie(stored);
}
