import type { Language } from "../language";
import { roundTo } from "../units";
import { formatNumber, localDigits } from "./number";

/**
 * Fixed decimals, no digit grouping, as the calculators line grams up ("11.664", "১১.৬৬৪"); rounds
 * half-up first because `toFixed` rounds the binary value.
 */
export function formatGrams(grams: number, decimals: number, language: Language = "en"): string {
  return localDigits(roundTo(grams, decimals).toFixed(decimals), language);
}

/** A piece's weight in grams as the shop writes it: up to 3 decimals, no trailing zeros (48.6, 12.85, 1,000). */
export const formatPieceGrams = (grams: number, language: Language = "en"): string =>
  formatNumber(grams, language);
