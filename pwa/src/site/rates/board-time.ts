import type { GoldRatesResponse } from "#core/schemas/gold-rates";

/** The board's own time, or, from an older server answer, the newest entry's. */
export const boardTime = (board: GoldRatesResponse): string | null =>
  board.effectiveAt ??
  [...board.goldPrices, ...board.silverPrices]
    .map((entry) => entry.effectiveAt)
    .sort()
    .at(-1) ??
  null;
