import type { RateGrade, RateMetal } from "./schemas/gold-rates";

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
