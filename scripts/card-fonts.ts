import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import { BENGALI_TEXT, LATIN_TEXT, TAKA_SIGN_TEXT, textOf } from "../pwa/build/web-fonts";
import { CARD_FONTS, CARD_FONTS_DIR } from "../server/src/rate-cards/card-fonts";

/**
 * Writes the rate card's fonts to server/card-fonts/: TrueType, which the server's renderer reads
 * (sharp's libvips takes no WOFF2), cut from the site's own @fontsource faces to the letters the
 * site's pages use, each weight axis kept whole from 400 to 700. Kept in the repository: a
 * production install has no @fontsource packages. Run with `npm run fonts:cards`.
 */
const require = createRequire(import.meta.url);

const SOURCES = {
  bengali: {
    from: "@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
    text: [...BENGALI_TEXT, ...TAKA_SIGN_TEXT],
  },
  sans: { from: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", text: LATIN_TEXT },
  serif: {
    from: "@fontsource-variable/playfair-display/files/playfair-display-latin-wght-normal.woff2",
    text: LATIN_TEXT,
  },
} as const;

const LICENCES = {
  "noto-sans-bengali-OFL.txt": "@fontsource-variable/noto-sans-bengali/LICENSE",
  "inter-OFL.txt": "@fontsource-variable/inter/LICENSE",
  "playfair-display-OFL.txt": "@fontsource-variable/playfair-display/LICENSE",
};

fs.mkdirSync(CARD_FONTS_DIR, { recursive: true });
for (const [role, font] of Object.entries(CARD_FONTS)) {
  const source = SOURCES[role as keyof typeof SOURCES];
  const ttf = await subsetFont(fs.readFileSync(require.resolve(source.from)), textOf(source.text), {
    targetFormat: "sfnt",
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  fs.writeFileSync(path.join(CARD_FONTS_DIR, font.file), ttf);
  process.stdout.write(`${font.file}: ${ttf.byteLength} bytes\n`);
}
for (const [file, from] of Object.entries(LICENCES)) {
  fs.copyFileSync(require.resolve(from), path.join(CARD_FONTS_DIR, file));
}
