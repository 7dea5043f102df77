import { isLanguage, LANGUAGES, type Language } from "./language";

/**
 * The images a rate board is shared as: a square for WhatsApp status and Facebook posts, and the
 * 1200 × 630 picture a link preview draws. Each in both languages, named in its address
 * ("/api/rate-cards/12/bn-square.png"), so one board's card never changes and may be kept for good.
 */
export const RATE_CARD_SHAPES = {
  square: { width: 1080, height: 1080 },
  preview: { width: 1200, height: 630 },
} as const;
export type RateCardShape = keyof typeof RATE_CARD_SHAPES;

export interface RateCardName {
  language: Language;
  shape: RateCardShape;
}

/** Every card a board has: both languages, both shapes. */
export const RATE_CARDS: readonly RateCardName[] = LANGUAGES.flatMap((language) =>
  (Object.keys(RATE_CARD_SHAPES) as RateCardShape[]).map((shape) => ({ language, shape })),
);

/** Stands for the board in force when asked: the address a visitor's "Share today's rate" fetches. */
export const TODAYS_BOARD = "today";

export const RATE_CARD_TYPE = "image/png";

export const rateCardFile = ({ language, shape }: RateCardName): string => `${language}-${shape}.png`;

const CARD_FILE = /^([a-z]+)-([a-z]+)\.png$/;

/** "bn-square.png" → its language and shape; null for any other name. */
export function parseRateCardFile(file: string): RateCardName | null {
  const [, language, shape] = CARD_FILE.exec(file) ?? [];
  if (!isLanguage(language) || !(shape && Object.hasOwn(RATE_CARD_SHAPES, shape))) return null;
  return { language, shape: shape as RateCardShape };
}

/**
 * A card's address: of one board (`board` its id) or of today's (`TODAYS_BOARD`). `version` names
 * the shop's name and logo the card was drawn with, so a new logo makes a new address.
 */
export function rateCardPath(board: number | typeof TODAYS_BOARD, card: RateCardName, version?: string) {
  const path = `/api/rate-cards/${board}/${rateCardFile(card)}`;
  return version ? `${path}?v=${version}` : path;
}

/** What a shared card file is called on the visitor's device: "gold-rate-2026-11-29-bn.png". */
export const rateCardDownloadName = (day: string, language: Language): string =>
  `gold-rate-${day}-${language}.png`;
