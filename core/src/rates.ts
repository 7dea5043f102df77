import { RATE_GRADES, RATE_METALS, type RateGrade, type RateMetal } from "./rate-terms";
import type {
  RateBoard,
  RateBoardFigures,
  RateBoardPrices,
  RateBoardRecord,
  RateBoardStatus,
} from "./schemas/gold-rates";

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

/** Each of a board's per-gram prices as per vori, in the same metal → grade shape. */
function perVoriPrices(prices: RateBoardFigures): RateBoardFigures {
  const perVori = { gold: {}, silver: {} } as RateBoardFigures;
  for (const metal of RATE_METALS) {
    for (const grade of RATE_GRADES) perVori[metal][grade] = pricePerVori(prices[metal][grade]);
  }
  return perVori;
}

/**
 * Where a board stands at `now`: withdrawn, scheduled (its time is still ahead), in force (it is
 * `inForceId`, the newest standing board already in effect) or replaced by a newer one.
 */
function rateBoardStatus(board: RateBoardRecord, inForceId: number | null, now: Date): RateBoardStatus {
  if (board.withdrawnAt) return "withdrawn";
  if (Date.parse(board.effectiveAt) > now.getTime()) return "scheduled";
  return board.id === inForceId ? "in-force" : "replaced";
}

/** A kept board as the admin reads it at `now`, given the board in force then. */
export const rateBoardAt = (board: RateBoardRecord, inForceId: number | null, now: Date): RateBoard => ({
  ...board,
  status: rateBoardStatus(board, inForceId, now),
  perVori: perVoriPrices(board.prices),
});

/**
 * Kept boards, listed newest first, as the admin reads them at `now`. The first standing board
 * already in effect is the one in force; no standing board older than it can be, so a list cut
 * short at its old end still marks every board it holds right.
 */
export function rateBoardsAt(boards: readonly RateBoardRecord[], now: Date): RateBoard[] {
  const inForce = boards.find(
    (board) => !board.withdrawnAt && Date.parse(board.effectiveAt) <= now.getTime(),
  );
  return boards.map((board) => rateBoardAt(board, inForce?.id ?? null, now));
}
