import { roundTo } from "../units";

/** Fixed decimals, no digit grouping, as the calculators line grams up; rounds half-up first because `toFixed` rounds the binary value. */
export function formatGrams(grams: number, decimals: number): string {
  return roundTo(grams, decimals).toFixed(decimals);
}

// Built on first use, as the taka's formatter is.
let pieceGrams: Intl.NumberFormat | undefined;

/** A piece's weight in grams as the shop writes it: up to 3 decimals, no trailing zeros (48.6, 12.85, 1,000). */
export function formatPieceGrams(grams: number): string {
  pieceGrams ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 3 });
  return pieceGrams.format(grams);
}
