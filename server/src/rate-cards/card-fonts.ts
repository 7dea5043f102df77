import path from "node:path";
import { projectRoot } from "../paths";

/** The card's TrueType fonts, kept in the repository (made by `npm run fonts:cards`). */
export const CARD_FONTS_DIR = path.join(projectRoot, "server", "card-fonts");

/** Each role's file and the family it names itself by, which Pango markup asks for. */
export const CARD_FONTS = {
  bengali: { file: "noto-sans-bengali.ttf", family: "Noto Sans Bengali" },
  sans: { file: "inter.ttf", family: "Inter" },
  serif: { file: "playfair-display.ttf", family: "Playfair Display" },
} as const;
export type CardFont = keyof typeof CARD_FONTS;

export const cardFontFile = (font: CardFont): string => path.join(CARD_FONTS_DIR, CARD_FONTS[font].file);

/**
 * Points the renderer's font lookup (fontconfig, inside sharp's libvips) at the card's fonts alone,
 * before it first starts: no font installed on the server can stand in for one of them, and a bare
 * server with no fontconfig setup of its own draws the same card. Nothing else in the server draws text.
 */
export function drawWithCardFontsOnly() {
  process.env.FONTCONFIG_FILE = path.join(CARD_FONTS_DIR, "fonts.conf");
}
