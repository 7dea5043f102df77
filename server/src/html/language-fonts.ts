import type { Language } from "#core/language";
import type { ClientManifest } from "./page-assets";

/**
 * The font file of each language's letters, as the browser build's manifest names its source; the
 * shell preloads the Latin ones on every page.
 */
const LETTERS: Record<Language, RegExp | null> = {
  en: null,
  bn: /\/noto-sans-bengali-wght\.woff2$/,
};

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
