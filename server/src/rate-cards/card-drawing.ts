import sharp, { type OverlayOptions } from "sharp";
import { CARD_FONTS, type CardFont, cardFontFile } from "./card-fonts";

/** The site's palette (VISUAL.md): gold carries text only large, or on maroon. */
export const CARD_COLOURS = {
  ivory: "#FBF7F0",
  charcoal: "#1F1A17",
  muted: "#5C534C",
  maroon: "#6B1E2E",
  gold: "#B8893A",
  darkGold: "#8A6420",
  rule: "#E7DCC8",
} as const;

export interface TextStyle {
  font: CardFont;
  /** In pixels. */
  size: number;
  weight?: 400 | 500 | 600 | 700;
  colour: string;
  /** Wraps at this width, in pixels; one line when absent. */
  width?: number;
  /** Figures of one width, so prices line up. */
  tabular?: boolean;
}

/** A piece of text drawn, ready to be laid on the card. */
export interface DrawnText {
  image: Buffer;
  width: number;
  height: number;
}

const MARKUP_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => MARKUP_ESCAPES[char] ?? char);

// Points are pixels at 72 dpi; Pango's sizes are in 1024ths of a point.
const PANGO_UNITS = 1024;

/**
 * Draws `text` with Pango, which shapes it with HarfBuzz (Bengali conjuncts and vowel signs), in the
 * card's own font file. An empty text draws nothing.
 */
export async function drawText(text: string, style: TextStyle): Promise<DrawnText | null> {
  if (!text.trim()) return null;
  const { family } = CARD_FONTS[style.font];
  const features = style.tabular ? ' font_features="tnum"' : "";
  const markup = `<span font_family="${family}" size="${style.size * PANGO_UNITS}" weight="${style.weight ?? 400}" foreground="${style.colour}"${features}>${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: {
      text: markup,
      fontfile: cardFontFile(style.font),
      rgba: true,
      dpi: 72,
      ...(style.width && { width: style.width, wrap: "word" as const }),
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { image: data, width: info.width, height: info.height };
}

export type Anchor = "start" | "centre" | "end";

/** Lays drawn text with its left (start), centre or right (end) at `x`, centred on `middle`. */
export function place(
  drawn: DrawnText | null,
  x: number,
  middle: number,
  anchor: Anchor = "start",
): OverlayOptions[] {
  if (!drawn) return [];
  const left = anchor === "start" ? x : anchor === "end" ? x - drawn.width : x - drawn.width / 2;
  return [{ input: drawn.image, left: Math.round(left), top: Math.round(middle - drawn.height / 2) }];
}

/** Lays drawn text with its top at `top`. */
export const placeTop = (drawn: DrawnText | null, x: number, top: number): OverlayOptions[] =>
  drawn ? [{ input: drawn.image, left: Math.round(x), top: Math.round(top) }] : [];

/** The logo fitted inside a box, kept in proportion; null when it cannot be read. */
export async function drawLogo(logo: Buffer, box: { width: number; height: number }) {
  try {
    const { data, info } = await sharp(logo, { density: 300 })
      .resize(box.width, box.height, { fit: "inside" })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}
