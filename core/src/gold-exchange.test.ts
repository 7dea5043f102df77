import { describe, expect, it } from "vitest";
import {
  type ExchangeDeductions,
  type GoldPricePerGram,
  MAX_PIECE_GRAMS,
  MAX_PIECE_VORI,
  netAgainstNewPiece,
  OldGoldError,
  type OldGoldPiece,
  type OldGoldWeight,
  oldGoldProblem,
  quoteOldGold,
  quoteOldPiece,
  unitsToGrams,
} from "./gold-exchange";
import { RATE_GRADES } from "./rate-terms";
import { pricePerVori } from "./rates";

/** Taka per gram, purer grades dearer, as a board must be. */
const BOARD: GoldPricePerGram = { "22K": 16_000, "21K": 15_280, "18K": 13_090, Traditional: 10_870 };
const TRADE: ExchangeDeductions = { exchangePercent: 8, sellBackPercent: 10 };

const vori = (v: number, ana = 0, roti = 0, point = 0): OldGoldWeight => ({
  unit: "vori",
  vori: v,
  ana,
  roti,
  point,
});
const grams = (value: number): OldGoldWeight => ({ unit: "gram", grams: value });

// Expected figures worked out by hand with exact fractions: net grams × price per gram × (100 − deduction) / 100,
// rounded half up to the taka.
describe("quoteOldPiece at an 8 % exchange and 10 % sell-back deduction", () => {
  it.each([
    // weight, stone, grade, net grams, value, exchange value, sell-back value
    ["1 vori", vori(1), undefined, "22K", 11.664, 186_624, 171_694, 167_962],
    ["8 ana", vori(0, 8), undefined, "21K", 5.832, 89_113, 81_984, 80_202],
    ["2 vori 5 ana 3 roti 7 point", vori(2, 5, 3, 7), undefined, "18K", 27.42255, 358_961, 330_244, 323_065],
    ["1 roti", vori(0, 0, 1), undefined, "Traditional", 0.1215, 1_321, 1_215, 1_189],
    ["1 point", vori(0, 0, 0, 1), undefined, "22K", 0.01215, 194, 179, 175],
    ["3 vori", vori(3), undefined, "Traditional", 34.992, 380_363, 349_934, 342_327],
    ["10 g", grams(10), undefined, "22K", 10, 160_000, 147_200, 144_000],
    ["11.664 g, the same as 1 vori", grams(11.664), undefined, "21K", 11.664, 178_226, 163_968, 160_403],
    // 88,357.5 taka of sell-back: half a taka rounds up.
    ["7.5 g", grams(7.5), undefined, "18K", 7.5, 98_175, 90_321, 88_358],
    ["1 mg", grams(0.001), undefined, "Traditional", 0.001, 11, 10, 10],
    ["grams to five decimals", grams(23.32805), undefined, "22K", 23.32805, 373_249, 343_389, 335_924],
    ["1 vori less a 2 ana stone", vori(1), vori(0, 2), "22K", 10.206, 163_296, 150_232, 146_966],
    ["15 g less a 2.35 g stone", grams(15), grams(2.35), "21K", 12.65, 193_292, 177_829, 173_963],
    ["1 vori less a 1.5 g stone", vori(1), grams(1.5), "18K", 10.164, 133_047, 122_403, 119_742],
  ] as const)("%s", (_name, weight, stone, grade, net, value, exchangeValue, sellBackValue) => {
    const quote = quoteOldPiece({ weight, stone, grade }, BOARD[grade], TRADE);
    expect(unitsToGrams(quote.netUnits)).toBe(net);
    expect(quote).toMatchObject({ grade, perGram: BOARD[grade], value, exchangeValue, sellBackValue });
  });
});

describe("every purity at each deduction the trade has used", () => {
  // 1 vori 4 ana 2 roti 5 point = 1,225 points = 14.88375 g.
  const piece = vori(1, 4, 2, 5);
  const valueAt = { "22K": 238_140, "21K": 227_424, "18K": 194_828, Traditional: 161_786 } as const;
  const cases = RATE_GRADES.flatMap((grade) =>
    [
      [0, 0],
      [8, 10],
      [8, 15],
      [9, 13],
      [10, 15],
    ].map(([exchangePercent = 0, sellBackPercent = 0]) => ({ grade, exchangePercent, sellBackPercent })),
  );
  it.each(cases)("$grade at $exchangePercent % / $sellBackPercent %", ({ grade, ...deductions }) => {
    // Units × price × kept percent is a whole number far below 2^53, so plain arithmetic is exact here.
    const exact = (keptPercent: number) =>
      Math.floor((1_488_375 * BOARD[grade] * keptPercent + 5_000_000) / 10_000_000);
    const quote = quoteOldPiece({ weight: piece, grade }, BOARD[grade], deductions);
    expect(quote.value).toBe(valueAt[grade]);
    expect(quote.exchangeValue).toBe(exact(100 - deductions.exchangePercent));
    expect(quote.sellBackValue).toBe(exact(100 - deductions.sellBackPercent));
    expect(quote.sellBackValue).toBeLessThanOrEqual(quote.value);
  });
});

describe("quoteOldGold", () => {
  it("values 1 vori at the board's own per-vori figure, for every purity", () => {
    for (const grade of RATE_GRADES) {
      expect(quoteOldPiece({ weight: vori(1), grade }, BOARD[grade], TRADE).value).toBe(
        pricePerVori(BOARD[grade]),
      );
    }
  });

  it("totals the pieces' rounded figures, so the column adds up to the total shown", () => {
    const pieces: OldGoldPiece[] = [
      { weight: vori(0, 0, 0, 1), grade: "22K" },
      { weight: vori(0, 0, 0, 1), grade: "22K" },
      { weight: grams(7.5), stone: grams(0.5), grade: "18K" },
    ];
    const { pieces: quotes, total } = quoteOldGold(pieces, BOARD, TRADE);
    expect(quotes.map((quote) => quote.value)).toEqual([194, 194, 91_630]);
    // 2 points are worth 388.8 taka: summing the rounded figures gives 389 + the third piece.
    expect(total).toEqual({
      netUnits: 1215 * 2 + 700_000,
      value: 194 + 194 + 91_630,
      exchangeValue: 179 + 179 + 84_300,
      sellBackValue: 175 + 175 + 82_467,
    });
  });

  it("answers nothing for no pieces", () => {
    expect(quoteOldGold([], BOARD, TRADE)).toEqual({
      pieces: [],
      total: { netUnits: 0, value: 0, exchangeValue: 0, sellBackValue: 0 },
    });
  });

  it("stays exact for the heaviest piece at the highest price a board allows", () => {
    const quote = quoteOldPiece({ weight: vori(MAX_PIECE_VORI), grade: "22K" }, 1_000_000, {
      exchangePercent: 7,
      sellBackPercent: 13,
    });
    expect(quote.value).toBe(1_166_400_000);
    expect(quote.exchangeValue).toBe(1_084_752_000);
    expect(quote.sellBackValue).toBe(1_014_768_000);
  });
});

describe("a piece that cannot be valued", () => {
  it.each([
    ["weighs nothing", { weight: vori(0) }, { problem: "noWeight", part: "weight" }],
    ["weighs 0 g", { weight: grams(0) }, { problem: "noWeight", part: "weight" }],
    ["weighs more than 100 vori", { weight: vori(100, 0, 0, 1) }, { problem: "tooHeavy", part: "weight" }],
    ["weighs more than 1,166.4 g", { weight: grams(1166.40001) }, { problem: "tooHeavy", part: "weight" }],
    [
      "has a stone heavier than itself",
      { weight: grams(2), stone: grams(2.5) },
      { problem: "stoneTooHeavy", part: "stone" },
    ],
    [
      "is all stone",
      { weight: vori(0, 1), stone: grams(0.729) },
      { problem: "stoneTooHeavy", part: "stone" },
    ],
  ] as const)("%s", (_name, piece, problem) => {
    expect(oldGoldProblem(piece)).toEqual(problem);
    expect(() => quoteOldPiece({ ...piece, grade: "22K" }, BOARD["22K"], TRADE)).toThrow(OldGoldError);
  });

  it("says plainly what is wrong", () => {
    expect(() => quoteOldGold([{ weight: grams(2), stone: grams(3), grade: "21K" }], BOARD, TRADE)).toThrow(
      "The stone must weigh less than the whole piece",
    );
  });

  it("is fine at exactly the limit, and with a stone a hair lighter than the piece", () => {
    expect(oldGoldProblem({ weight: vori(MAX_PIECE_VORI) })).toBeNull();
    expect(oldGoldProblem({ weight: grams(MAX_PIECE_GRAMS) })).toBeNull();
    expect(oldGoldProblem({ weight: vori(0, 1), stone: grams(0.72899) })).toBeNull();
  });
});

describe("old gold against a new piece", () => {
  it.each([
    [10_60_199, 2_10_325, { toPay: 8_49_874, leftOver: 0 }],
    [2_10_325, 2_10_325, { toPay: 0, leftOver: 0 }],
    [1_00_000, 2_10_325, { toPay: 0, leftOver: 1_10_325 }],
    [5_000, 0, { toPay: 5_000, leftOver: 0 }],
  ])("a piece of ৳%i against ৳%i on exchange", (price, exchange, net) => {
    expect(netAgainstNewPiece(price, exchange)).toEqual(net);
  });
});
