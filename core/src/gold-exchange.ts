import type { RateGrade } from "./rate-terms";
import { POINTS_PER_VORI, type TraditionalWeight, weightToPoints } from "./units";

/**
 * What old gold brings at the counter: its value at today's board, less the shop's deduction when it
 * is exchanged for a new piece or sold back. Worked in whole hundred-thousandths of a gram (a point is
 * exactly 1215 of them) and whole taka, with BigInt for the products, so no float error reaches a figure.
 *
 * Rounding, once per figure: a weight is taken to the nearest hundred-thousandth of a gram (whole
 * units and grams to five decimals are exact); each piece's value, exchange value and sell-back value
 * is its exact amount rounded half up to the taka; a total is the sum of the pieces' rounded figures,
 * so the column a visitor adds up gives the total shown.
 */

/** A weight as the visitor gives it: in the traditional units, or in grams. */
export type OldGoldWeight = ({ unit: "vori" } & TraditionalWeight) | { unit: "gram"; grams: number };

export interface OldGoldPiece {
  weight: OldGoldWeight;
  /** A stone's weight, taken off before the gold is valued. */
  stone?: OldGoldWeight;
  grade: RateGrade;
}

/** The shop's deductions, in whole percent of the gold's value at today's board. */
export interface ExchangeDeductions {
  exchangePercent: number;
  sellBackPercent: number;
}

/** Today's board for gold: taka per gram, by grade. */
export type GoldPricePerGram = Record<RateGrade, number>;

/** 1 gram in the unit every weight is worked in. */
export const UNITS_PER_GRAM = 100_000;
const UNITS_PER_POINT = 1215;

/** Heavier than any old piece brought to a counter: a slipped digit rather than a weight. */
export const MAX_PIECE_VORI = 100;
const MAX_PIECE_UNITS = MAX_PIECE_VORI * POINTS_PER_VORI * UNITS_PER_POINT;
/** 1,166.4 g, divided from whole units so it carries no float error. */
export const MAX_PIECE_GRAMS = MAX_PIECE_UNITS / UNITS_PER_GRAM;

/** Enough pieces for a family's old gold, and few enough that every product stays far inside BigInt's ease. */
export const MAX_OLD_PIECES = 20;

/** What keeps a piece from being valued, and which of its weights is at fault. */
export type OldGoldProblem =
  | { problem: "noWeight"; part: "weight" }
  | { problem: "tooHeavy"; part: "weight" }
  | { problem: "stoneTooHeavy"; part: "stone" };

/** A weight in hundred-thousandths of a gram, to the nearest one. */
export function weightUnits(weight: OldGoldWeight): number {
  const units =
    weight.unit === "gram" ? weight.grams * UNITS_PER_GRAM : weightToPoints(weight) * UNITS_PER_POINT;
  return Math.round(units);
}

/**
 * Why a piece cannot be valued, or null: it must weigh something, no more than MAX_PIECE_VORI, and
 * its stone must weigh less than the whole piece (a piece that is all stone has no gold to value).
 */
export function oldGoldProblem(piece: Pick<OldGoldPiece, "weight" | "stone">): OldGoldProblem | null {
  const gross = weightUnits(piece.weight);
  if (gross <= 0) return { problem: "noWeight", part: "weight" };
  if (gross > MAX_PIECE_UNITS) return { problem: "tooHeavy", part: "weight" };
  if (piece.stone && weightUnits(piece.stone) >= gross) return { problem: "stoneTooHeavy", part: "stone" };
  return null;
}

/** Thrown for a piece oldGoldProblem refuses; callers that check first never see it. */
export class OldGoldError extends Error {
  constructor(readonly detail: OldGoldProblem) {
    super(
      {
        noWeight: "The piece must weigh more than nothing",
        tooHeavy: `A piece can weigh at most ${MAX_PIECE_VORI} vori`,
        stoneTooHeavy: "The stone must weigh less than the whole piece",
      }[detail.problem],
    );
    this.name = "OldGoldError";
  }
}

export interface OldGoldFigures {
  /** The gold's weight after the stone, in hundred-thousandths of a gram. */
  netUnits: number;
  /** Its value at today's board, before any deduction. */
  value: number;
  /** What the shop allows for it against a new piece. */
  exchangeValue: number;
  /** What the shop pays for it in cash. */
  sellBackValue: number;
}

export interface OldGoldQuote extends OldGoldFigures {
  grade: RateGrade;
  perGram: number;
}

/** The net weight in grams, exact to five decimals. */
export const unitsToGrams = (units: number): number => units / UNITS_PER_GRAM;

/** numerator / denominator rounded half up, for non-negative whole numbers. */
const roundedQuotient = (numerator: bigint, denominator: bigint): number =>
  Number((numerator * 2n + denominator) / (denominator * 2n));

const taka = (netUnits: number, perGram: number, keptPercent: number): number =>
  roundedQuotient(BigInt(netUnits) * BigInt(perGram) * BigInt(keptPercent), BigInt(UNITS_PER_GRAM) * 100n);

/** One piece at its grade's price per gram; throws OldGoldError for a piece oldGoldProblem refuses. */
export function quoteOldPiece(
  piece: OldGoldPiece,
  perGram: number,
  deductions: ExchangeDeductions,
): OldGoldQuote {
  const problem = oldGoldProblem(piece);
  if (problem) throw new OldGoldError(problem);
  const netUnits = weightUnits(piece.weight) - (piece.stone ? weightUnits(piece.stone) : 0);
  return {
    grade: piece.grade,
    perGram,
    netUnits,
    value: taka(netUnits, perGram, 100),
    exchangeValue: taka(netUnits, perGram, 100 - deductions.exchangePercent),
    sellBackValue: taka(netUnits, perGram, 100 - deductions.sellBackPercent),
  };
}

/** The pieces' total: each figure the sum of the pieces' rounded ones, so a column adds up to it. */
export function totalOf(quotes: readonly OldGoldFigures[]): OldGoldFigures {
  const sum = (figure: keyof OldGoldFigures) => quotes.reduce((total, quote) => total + quote[figure], 0);
  return {
    netUnits: sum("netUnits"),
    value: sum("value"),
    exchangeValue: sum("exchangeValue"),
    sellBackValue: sum("sellBackValue"),
  };
}

/** Every piece at its grade's price on the board, and their total. */
export function quoteOldGold(
  pieces: readonly OldGoldPiece[],
  perGram: GoldPricePerGram,
  deductions: ExchangeDeductions,
): { pieces: OldGoldQuote[]; total: OldGoldFigures } {
  const quotes = pieces.map((piece) => quoteOldPiece(piece, perGram[piece.grade], deductions));
  return { pieces: quotes, total: totalOf(quotes) };
}

/** What is left to pay for a new piece once old gold is exchanged against it, or what is left over. */
export function netAgainstNewPiece(
  price: number,
  exchangeValue: number,
): { toPay: number; leftOver: number } {
  return { toPay: Math.max(0, price - exchangeValue), leftOver: Math.max(0, exchangeValue - price) };
}
