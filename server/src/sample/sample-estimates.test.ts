import { describe, expect, it } from "vitest";
import { boardGradeOf, estimatePiece } from "#core/piece-estimate";
import { settingsDefaults } from "#core/settings-defaults";
import { sampleCatalogue, sampleRateBoard } from "./sample-data";

const { makingChargePercent, vatPercent } = settingsDefaults.rates;

/**
 * weight × price per gram × (1 + making) + stone, × (1 + VAT), to the taka, half up: written as one
 * exact fraction (milligrams and hundredths of a percent), apart from how estimatePiece adds its parts.
 */
function expectedTotal(grams: number, perGram: number, making: number, stone: number, vat: number): number {
  const milligrams = BigInt(Math.round(grams * 1000));
  const numerator =
    (milligrams * BigInt(perGram) * BigInt(10_000 + Math.round(making * 100)) + BigInt(stone) * 10_000_000n) *
    BigInt(10_000 + Math.round(vat * 100));
  const denominator = 1000n * 10_000n * 10_000n;
  return Number((numerator * 2n + denominator) / (denominator * 2n));
}

const cases = sampleCatalogue.flatMap((item) =>
  [0, 12_500].flatMap((stoneValue) =>
    ["22K", "21K", "18K", "Traditional", "925", item.purity].map((purity) => ({ item, purity, stoneValue })),
  ),
);

describe("the estimate of every sample piece, at every purity", () => {
  it.each(cases)("$item.name at $purity, stone $stoneValue", ({ item, purity, stoneValue }) => {
    const piece = { metal: item.metal, purity, weight: item.weight, stoneValue };
    const estimate = estimatePiece(piece, sampleRateBoard, { makingChargePercent, vatPercent });
    const onBoard = boardGradeOf(item.metal, purity);
    if (!onBoard) {
      expect(estimate).toBeNull();
      return;
    }
    const perGram = sampleRateBoard[onBoard.metal][onBoard.grade];
    expect(estimate?.total).toBe(
      expectedTotal(item.weight, perGram, makingChargePercent, stoneValue, vatPercent),
    );
    const parts = estimate
      ? estimate.metalValue + estimate.makingCharge + estimate.stoneValue + estimate.vat
      : 0;
    expect(parts).toBe(estimate?.total);
  });

  it("prices every gold and silver sample piece, and no diamond or platinum one", () => {
    for (const item of sampleCatalogue) {
      const priced = estimatePiece(item, sampleRateBoard, { makingChargePercent, vatPercent }) !== null;
      expect(priced, item.name).toBe(item.metal === "Gold" || item.metal === "Silver");
    }
  });
});
