import type { Language } from "#core/language";

/** Languages written in letters of their own, which the device's own font draws (pwa fonts.css). */
const OWN_LETTERS: Record<Language, boolean> = { en: false, bn: true };

/** The shell's own preloads, of the Latin faces. */
const LATIN_PRELOADS = /\s*<link rel="preload"[^>]*-latin-wght-[^>]*>/g;

/**
 * The shell for a page in `language`: a page in letters of its own preloads no font. Its letters are
 * drawn at once in the device's font (the web font is fetched only on a device without one, and never
 * ahead of the page). Its few Latin words (a phone number, an address typed in English) are drawn in
 * their metric-matched stand-ins and swap in without moving anything, while on a slow first visit the
 * Latin files would share the connection with the page's first photo.
 */
export const shellForLanguage = (shell: string, language: Language): string =>
  OWN_LETTERS[language] ? shell.replace(LATIN_PRELOADS, "") : shell;
