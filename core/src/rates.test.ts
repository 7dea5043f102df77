import { describe, expect, it } from "vitest";
import { boardWarnings, estimatePrice, pricePerVori } from "./rates";
import type { RateBoardPrices } from "./schemas/gold-rates";
import { gramsToPoints, pointsToGrams } from "./units";

const board = (gold22: number): RateBoardPrices => ({
  gold: { "22K": gold22, "21K": gold22 - 900, "18K": gold22 - 3500, Traditional: gold22 - 6300 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
});

describe("rate maths", () => {
  it.each([
    [19_600, 228_614],
    [18_718, 218_327],
    [340, 3_966],
    [1, 12],
    [100_000, 1_166_400],
    // 125 × 11.664 = 1458.0 exactly; 43 × 11.664 = 501.552 rounds up, 42 × 11.664 = 489.888 rounds up.
    [125, 1_458],
    [43, 502],
  ])("per gram %i taka is %i taka per vori", (perGram, perVori) => {
    expect(pricePerVori(perGram)).toBe(perVori);
  });

  it.each([
    // grams, perGram, making %, VAT %, metal, making, VAT, total
    [11.664, 19_600, 6, 5, 228_614, 13_717, 12_117, 254_448],
    [0, 19_600, 6, 5, 0, 0, 0, 0],
    [4.2, 19_600, 0, 0, 82_320, 0, 0, 82_320],
    // 7.5 g is 617 points, 7.49655 g: the estimator takes the weight the calculator shows.
    [pointsToGrams(gramsToPoints(7.5)), 340, 12, 5, 2_549, 306, 143, 2_998],
  ])(
    "estimates %f g at %i taka/g with %i%% making and %i%% VAT",
    (grams, perGram, making, vat, metal, charge, tax, total) => {
      expect(estimatePrice({ grams, perGram, makingChargePercent: making, vatPercent: vat })).toEqual({
        metalValue: metal,
        makingCharge: charge,
        vat: tax,
        total,
      });
    },
  );

  it("warns when a price moves more than 10 % from the board in force, not at 10 % or less", () => {
    expect(boardWarnings(board(19_600), board(19_000))).toEqual([]);
    const exactlyTen = board(19_600);
    const current = structuredClone(exactlyTen);
    current.silver["22K"] = 300;
    exactlyTen.silver["22K"] = 330;
    expect(boardWarnings(exactlyTen, current)).toEqual([]);
    const warnings = boardWarnings(board(19_600), board(16_000));
    expect(warnings).toContainEqual({
      kind: "big-change",
      metal: "gold",
      grade: "22K",
      from: 16_000,
      to: 19_600,
      percent: 22.5,
    });
    expect(warnings.every((w) => w.kind === "big-change" && w.metal === "gold")).toBe(true);
  });

  it("does not warn about a grade out of order: the schema refuses it instead", () => {
    const next = board(19_600);
    next.gold["21K"] = 19_700;
    expect(boardWarnings(next, board(19_600))).toEqual([]);
  });
});
