import { pricePerVori } from "#core/rates";
import type { GoldRatesResponse, RateEntry } from "#core/schemas/gold-rates";

/** When the test board took effect: 10:15 AM in Dhaka on 22 Nov 2026. */
export const RATES_EFFECTIVE_AT = "2026-11-22T04:15:00.000Z";

/** One line of the board as the server answers it, with no earlier price to compare. */
export const rateEntry = (
  metal: RateEntry["metal"],
  grade: RateEntry["grade"],
  perGram: number,
): RateEntry => ({
  product: `${grade} ${metal === "gold" ? "Gold" : "Silver"}`,
  description: `Per vori (11.664 g), hallmarked ${grade}`,
  price: pricePerVori(perGram),
  metal,
  grade,
  perGram,
  perVori: pricePerVori(perGram),
  previousPerGram: null,
  effectiveAt: RATES_EFFECTIVE_AT,
});

/** 22K gold at ৳19,600 a gram (৳2,28,614 a vori), 21K gold and 22K silver. */
export const rateBoard: GoldRatesResponse = {
  goldPrices: [rateEntry("gold", "22K", 19600), rateEntry("gold", "21K", 18710)],
  silverPrices: [rateEntry("silver", "22K", 350)],
  effectiveAt: RATES_EFFECTIVE_AT,
};
