import { pricePerVori } from "#core/rates";
import type { RateEntry } from "#core/schemas/gold-rates";

export type RateChange = { direction: "up" | "down"; perVori: number } | { direction: "same" };

/**
 * The move per vori since the previous board, compared as published (both per-vori figures
 * rounded from their per-gram prices); null when there is no earlier board.
 */
export function rateChange(entry: Pick<RateEntry, "perVori" | "previousPerGram">): RateChange | null {
  if (entry.previousPerGram === null) return null;
  const difference = entry.perVori - pricePerVori(entry.previousPerGram);
  if (difference === 0) return { direction: "same" };
  return { direction: difference > 0 ? "up" : "down", perVori: Math.abs(difference) };
}
