import type { Category, Metal } from "./jewelry-terms";
import type { RateGrade, RateMetal } from "./rate-terms";

/**
 * Today's estimated price of a catalogue piece (ADR 046): its weight at the board's price per gram
 * for its metal and purity, plus the making charge on it and the stone's value, plus VAT on all three.
 *
 * Worked exactly in BigInt (weights in milligrams, percents in basis points), then rounded half up
 * once per figure: the metal value, the metal value with the making charge, and the total are each
 * rounded from their exact amounts, and every part shown is a difference of those, so the breakup
 * adds up to the total and no part is off its exact amount by a taka or more.
 */

/** A piece's own making charge: a percent of its metal value, or whole taka per gram. */
export type MakingCharge = { kind: "percent"; value: number } | { kind: "perGram"; value: number };

/** Whether a piece shows its estimate: as the shop has it, always, or never. */
export const PIECE_ESTIMATE_CHOICES = ["shop", "on", "off"] as const;
export type PieceEstimateChoice = (typeof PIECE_ESTIMATE_CHOICES)[number];

/** The shop's rule: no piece, every piece, or the pieces of some categories. */
export const SHOP_ESTIMATES = ["off", "all", "categories"] as const;
export type ShopEstimates = (typeof SHOP_ESTIMATES)[number];

export const MAKING_CHARGE_KINDS = ["percent", "perGram"] as const;

/** The board's prices per gram in whole taka, by metal and grade; a grade left out has no price. */
export type PricesPerGram = Partial<Record<RateMetal, Partial<Record<RateGrade, number>>>>;

/** The prices per gram of the public board's rows (a shop with no board yet has none). */
export function pricesPerGramOf(
  rows: readonly { metal: RateMetal; grade: RateGrade; perGram: number }[],
): PricesPerGram {
  const prices: PricesPerGram = {};
  for (const { metal, grade, perGram } of rows) prices[metal] = { ...prices[metal], [grade]: perGram };
  return prices;
}

export interface EstimateCharges {
  /** The shop's minimum making charge, used when the piece has none of its own. */
  makingChargePercent: number;
  vatPercent: number;
}

export interface PieceEstimate {
  metal: RateMetal;
  grade: RateGrade;
  perGram: number;
  metalValue: number;
  makingCharge: number;
  stoneValue: number;
  vat: number;
  total: number;
}

const METALS_ON_THE_BOARD: Partial<Record<Metal, RateMetal>> = { Gold: "gold", Silver: "silver" };

const PURITY_GRADES: Record<string, RateGrade> = {
  "22K": "22K",
  "22KT": "22K",
  "22KARAT": "22K",
  "21K": "21K",
  "21KT": "21K",
  "21KARAT": "21K",
  "18K": "18K",
  "18KT": "18K",
  "18KARAT": "18K",
  TRADITIONAL: "Traditional",
  সনাতন: "Traditional",
};

/**
 * Sterling (92.5 %) is at least as fine as 22-karat silver (91.7 %), the board's purest silver grade,
 * which is how the trade prices it.
 */
const SILVER_PURITY_GRADES: Record<string, RateGrade> = { "925": "22K", STERLING: "22K" };

/**
 * The board's metal and grade a piece is priced at, or null: a metal the board does not price
 * (diamond, platinum) or a purity it has no grade for has no estimate.
 */
export function boardGradeOf(metal: Metal, purity: string): { metal: RateMetal; grade: RateGrade } | null {
  const boardMetal = METALS_ON_THE_BOARD[metal];
  if (!boardMetal) return null;
  const key = purity.toUpperCase().replace(/[\s-]/g, "");
  const grade = PURITY_GRADES[key] ?? (boardMetal === "silver" ? SILVER_PURITY_GRADES[key] : undefined);
  return grade ? { metal: boardMetal, grade } : null;
}

/** Whether a piece shows an estimate, by its own choice or else the shop's rule for its category. */
export function estimateShown(
  piece: { category: Category; estimate?: PieceEstimateChoice },
  shop: { estimates: ShopEstimates; estimateCategories: readonly Category[] },
): boolean {
  if (piece.estimate === "on") return true;
  if (piece.estimate === "off") return false;
  if (shop.estimates === "all") return true;
  return shop.estimates === "categories" && shop.estimateCategories.includes(piece.category);
}

const MILLIGRAMS_PER_GRAM = 1000n;
const BASIS_POINTS = 10_000n;
/** Every amount is held in taka over this, so milligrams and two basis-point factors divide exactly. */
const DENOMINATOR = MILLIGRAMS_PER_GRAM * BASIS_POINTS * BASIS_POINTS;

const basisPoints = (percent: number): bigint => BigInt(Math.round(percent * 100));

/** An exact amount (over DENOMINATOR) rounded half up to the taka; amounts are never negative. */
const roundedTaka = (amount: bigint): number => Number((amount * 2n + DENOMINATOR) / (DENOMINATOR * 2n));

export interface EstimatedPiece {
  metal: Metal;
  purity: string;
  /** Grams, as the catalogue stores them; taken to the milligram. */
  weight: number;
  /** None: the shop's minimum. */
  makingCharge?: MakingCharge | null;
  /** Whole taka. */
  stoneValue?: number | null;
}

/** The piece's estimate at the board's prices, or null when the board has no price for it. */
export function estimatePiece(
  piece: EstimatedPiece,
  prices: PricesPerGram,
  charges: EstimateCharges,
): PieceEstimate | null {
  const onBoard = boardGradeOf(piece.metal, piece.purity);
  if (!onBoard) return null;
  const perGram = prices[onBoard.metal]?.[onBoard.grade];
  if (perGram === undefined) return null;
  const milligrams = BigInt(Math.round(piece.weight * 1000));
  const metalExact = milligrams * BigInt(perGram) * BASIS_POINTS * BASIS_POINTS;
  const making = piece.makingCharge ?? { kind: "percent", value: charges.makingChargePercent };
  const makingExact =
    making.kind === "percent"
      ? milligrams * BigInt(perGram) * basisPoints(making.value) * BASIS_POINTS
      : milligrams * BigInt(Math.round(making.value)) * BASIS_POINTS * BASIS_POINTS;
  const stoneValue = piece.stoneValue ?? 0;
  const beforeVat = metalExact + makingExact + BigInt(stoneValue) * DENOMINATOR;
  // Every part of beforeVat carries at least one BASIS_POINTS factor, so this division is exact.
  const totalExact = beforeVat + (beforeVat / BASIS_POINTS) * basisPoints(charges.vatPercent);

  const metalValue = roundedTaka(metalExact);
  const withMaking = roundedTaka(metalExact + makingExact);
  const total = roundedTaka(totalExact);
  return {
    ...onBoard,
    perGram,
    metalValue,
    makingCharge: withMaking - metalValue,
    stoneValue,
    vat: total - withMaking - stoneValue,
    total,
  };
}
