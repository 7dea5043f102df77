import type { Language } from "#core/language";
import type { ClientManifest } from "./page-assets";

/**
 * The font file of each language's letters, as the browser build's manifest names its source; the
 * shell preloads the Latin ones.
 */
const LETTERS: Record<Language, RegExp | null> = {
  en: null,
  bn: /\/noto-sans-bengali-wght\.woff2$/,
};

/** The shell's own preloads, of the Latin faces. */
const LATIN_PRELOADS = /\s*<link rel="preload"[^>]*-latin-wght-[^>]*>/g;

/**
 * Preload links for the letters of a page in `language`. A Bengali page is Bengali from its first
 * line: found only once the page is laid out, the font would swap in late and move all below it.
 */
export function languageFontPreloads(manifest: ClientManifest, language: Language): string {
  const letters = LETTERS[language];
  if (!letters) return "";
  return Object.entries(manifest)
    .filter(([source]) => letters.test(source))
    .map(
      ([, chunk]) => `<link rel="preload" href="/${chunk.file}" as="font" type="font/woff2" crossorigin />`,
    )
    .join("\n    ");
}

/**
 * The shell for a page in `language`: a page with letters of its own does not preload the Latin
 * faces. Its few Latin words (the shop's name, a purity) are drawn at once in their metric-matched
 * stand-ins and swap in without moving anything, while on a slow first visit the Latin files would
 * share the connection with the page's own letters and its first photo.
 */
export const shellForLanguage = (shell: string, language: Language): string =>
  LETTERS[language] ? shell.replace(LATIN_PRELOADS, "") : shell;
