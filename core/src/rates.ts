import type { RateBoardPrices, RateGrade, RateMetal } from "./schemas/gold-rates";
import { RATE_GRADES, RATE_METALS } from "./schemas/gold-rates";

/** Per-vori figures are the per-gram price × 11.664, rounded to the taka (BAJUS's own rule). */
export const pricePerVori = (perGram: number): number => Math.round((perGram * 11664) / 1000);

const METAL_NAMES: Record<RateMetal, string> = { gold: "Gold", silver: "Silver" };
const GRADE_NAMES: Record<RateGrade, string> = {
  "22K": "22 Karat",
  "21K": "21 Karat",
  "18K": "18 Karat",
  Traditional: "Traditional",
};

export const rateProductName = (metal: RateMetal, grade: RateGrade): string =>
  `${GRADE_NAMES[grade]} ${METAL_NAMES[metal]}`;

export const rateDescription = (grade: RateGrade): string =>
  grade === "Traditional"
    ? "Per vori (11.664 g), traditional method"
    : `Per vori (11.664 g), hallmarked ${grade}`;

export interface PriceEstimate {
  metalValue: number;
  makingCharge: number;
  vat: number;
  total: number;
}

/**
 * What a piece would cost at a rate: metal value, the making charge on it, and VAT on both, each
 * rounded to the taka as a receipt shows them. The shop confirms the exact price.
 */
export function estimatePrice({
  grams,
  perGram,
  makingChargePercent,
  vatPercent,
}: {
  grams: number;
  perGram: number;
  makingChargePercent: number;
  vatPercent: number;
}): PriceEstimate {
  const metalValue = Math.round(grams * perGram);
  const makingCharge = Math.round((metalValue * makingChargePercent) / 100);
  const vat = Math.round(((metalValue + makingCharge) * vatPercent) / 100);
  return { metalValue, makingCharge, vat, total: metalValue + makingCharge + vat };
}

export type BoardWarning = {
  kind: "big-change";
  metal: RateMetal;
  grade: RateGrade;
  from: number;
  to: number;
  percent: number;
};

/** The change from the current board beyond which the owner is asked to look twice. */
export const BIG_CHANGE_PERCENT = 10;

/**
 * What a careful owner checks before publishing: no price should jump by more than 10 % from the
 * board in force (a slipped digit). A grade out of order is not a warning: the schema refuses it.
 */
export function boardWarnings(next: RateBoardPrices, current: RateBoardPrices | null): BoardWarning[] {
  const warnings: BoardWarning[] = [];
  for (const metal of RATE_METALS) {
    for (const grade of RATE_GRADES) {
      const from = current?.[metal][grade];
      if (!from) continue;
      const percent = Math.round((Math.abs(next[metal][grade] - from) / from) * 1000) / 10;
      if (percent > BIG_CHANGE_PERCENT) {
        warnings.push({ kind: "big-change", metal, grade, from, to: next[metal][grade], percent });
      }
    }
  }
  return warnings;
}
