import { LOCALE } from "../../../i18n/messages";

const gramsFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 3 });

/** Grams as the shop writes them: up to 3 decimals, no trailing zeros (48.6, 12.85, 100). */
export const formatWeight = (grams: number): string => gramsFormat.format(grams);

/** The main image first, then the extra ones, without blanks or repeats. */
export const itemImages = (item: { imageUrl: string; images: readonly string[] }): string[] => [
  ...new Set([item.imageUrl, ...item.images].filter((url) => url.trim() !== "")),
];
