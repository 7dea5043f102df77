import { type OldGoldWeight, UNITS_PER_GRAM, weightUnits } from "./gold-exchange";
import type { RateGrade, RateMetal } from "./rate-terms";
import { POINTS_PER_VORI } from "./units";

/**
 * Zakat on gold, silver, cash and savings at today's board (ADR 051). Weights are worked in whole
 * hundred-thousandths of a gram, as old gold is (a point is exactly 1215 of them), money in whole
 * taka, and every product in BigInt, so no float error reaches a figure.
 *
 * Rounding, once per figure: each holding's value is its exact amount rounded half up to the taka
 * (the figure the visitor sees); the wealth is the sum of those and the cash typed, so the column
 * adds up; the nisab's value is its exact amount rounded up to the taka, so a whole-taka wealth
 * reaches it exactly when it reaches the exact nisab; the zakat is the wealth's 2.5 %, rounded half
 * up to the taka.
 */

/** Which metal's weight the nisab is reckoned by. */
export const NISAB_STANDARDS = ["silver", "gold"] as const;
export type NisabStandard = (typeof NISAB_STANDARDS)[number];

/** 87.48 g (7.5 vori) of gold, 612.36 g (52.5 vori) of silver, in hundred-thousandths of a gram. */
export const NISAB_UNITS: Record<NisabStandard, number> = { gold: 8_748_000, silver: 61_236_000 };

/** The board's purest grade: the nisab is a weight of the metal itself, and 22K comes nearest to it. */
export const NISAB_GRADE: RateGrade = "22K";

/** Gold and silver valued at what the shop would pay for them (less its sell-back deduction), or in full. */
export const VALUATIONS = ["sellBack", "full"] as const;
export type Valuation = (typeof VALUATIONS)[number];

/** Zakat is one fortieth (2.5 %) of the wealth. */
const ZAKAT_PARTS = 40n;

/** Heavier than a household's holding of one purity: a slipped digit rather than a weight. */
export const MAX_HOLDING_VORI = 1000;
export const MAX_HOLDING_UNITS = MAX_HOLDING_VORI * POINTS_PER_VORI * 1215;
/** 11,664 g, divided from whole units so it carries no float error. */
export const MAX_HOLDING_GRAMS = MAX_HOLDING_UNITS / UNITS_PER_GRAM;
/** A hundred thousand crore taka: beyond any household, and far inside a double's whole numbers. */
export const MAX_CASH_TAKA = 1_000_000_000_000;
/** Enough rows of one metal for every purity a family holds, several times over. */
export const MAX_HOLDINGS_PER_METAL = 10;

/** Gold or silver of one purity, by weight. */
export interface ZakatHolding {
  metal: RateMetal;
  grade: RateGrade;
  weight: OldGoldWeight;
}

/** What a visitor holds: metal by weight, and money in whole taka. */
export interface ZakatAssets {
  holdings: readonly ZakatHolding[];
  cash: number;
  savings: number;
}

/** Today's board, taka per gram by metal and grade. */
export type BoardPerGram = Record<RateMetal, Record<RateGrade, number>>;

export interface ZakatTerms {
  board: BoardPerGram;
  standard: NisabStandard;
  valuation: Valuation;
  /** The shop's sell-back deduction in whole percent, taken off when the valuation is "sellBack". */
  sellBackPercent: number;
}

export interface HoldingValue extends ZakatHolding {
  units: number;
  perGram: number;
  value: number;
}

export interface Nisab {
  standard: NisabStandard;
  units: number;
  perGram: number;
  value: number;
}

export interface ZakatReckoning {
  holdings: HoldingValue[];
  gold: number;
  silver: number;
  money: number;
  wealth: number;
  nisab: Nisab;
  due: boolean;
  /** 2.5 % of the wealth when it reaches the nisab, else 0. */
  zakat: number;
}

/** Why a holding's weight cannot be valued, or null: more than MAX_HOLDING_VORI. */
export const holdingTooHeavy = (weight: OldGoldWeight): boolean => weightUnits(weight) > MAX_HOLDING_UNITS;

/** numerator / denominator rounded half up, for non-negative whole numbers. */
const roundedHalfUp = (numerator: bigint, denominator: bigint): number =>
  Number((numerator * 2n + denominator) / (denominator * 2n));

const roundedUp = (numerator: bigint, denominator: bigint): number =>
  Number((numerator + denominator - 1n) / denominator);

/** The nisab's value at `perGram`, the board's NISAB_GRADE price of its metal, rounded up to the taka. */
export function nisabAt(standard: NisabStandard, perGram: number): Nisab {
  const units = NISAB_UNITS[standard];
  return {
    standard,
    units,
    perGram,
    value: roundedUp(BigInt(units) * BigInt(perGram), BigInt(UNITS_PER_GRAM)),
  };
}

/** One holding at its grade's price, less the sell-back deduction when so valued, rounded half up. */
export function valueHolding(holding: ZakatHolding, terms: ZakatTerms): HoldingValue {
  if (holdingTooHeavy(holding.weight))
    throw new RangeError(`A holding can weigh at most ${MAX_HOLDING_VORI} vori`);
  const units = Math.max(0, weightUnits(holding.weight));
  const perGram = terms.board[holding.metal][holding.grade];
  const kept = terms.valuation === "sellBack" ? 100 - terms.sellBackPercent : 100;
  const value = roundedHalfUp(BigInt(units) * BigInt(perGram) * BigInt(kept), BigInt(UNITS_PER_GRAM) * 100n);
  return { ...holding, units, perGram, value };
}

/**
 * The zakat on what a visitor holds: due when the whole wealth reaches the nisab (at or above it),
 * on the whole wealth, not on what exceeds the nisab.
 */
export function reckonZakat(assets: ZakatAssets, terms: ZakatTerms): ZakatReckoning {
  for (const amount of [assets.cash, assets.savings]) {
    if (!Number.isSafeInteger(amount) || amount < 0 || amount > MAX_CASH_TAKA)
      throw new RangeError(`Money must be whole taka from 0 to ${MAX_CASH_TAKA}`);
  }
  const holdings = assets.holdings.map((holding) => valueHolding(holding, terms));
  const sum = (metal: RateMetal) =>
    holdings
      .filter((holding) => holding.metal === metal)
      .reduce((total, holding) => total + holding.value, 0);
  const gold = sum("gold");
  const silver = sum("silver");
  const money = assets.cash + assets.savings;
  const wealth = gold + silver + money;
  const nisab = nisabAt(terms.standard, terms.board[terms.standard][NISAB_GRADE]);
  const due = wealth > 0 && wealth >= nisab.value;
  const zakat = due ? roundedHalfUp(BigInt(wealth), ZAKAT_PARTS) : 0;
  return { holdings, gold, silver, money, wealth, nisab, due, zakat };
}
