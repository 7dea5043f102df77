import { describe, expect, it } from "vitest";
import type { Metal } from "./jewelry-terms";
import {
  boardGradeOf,
  type EstimatedPiece,
  estimatePiece,
  estimateShown,
  type PricesPerGram,
  pricesPerGramOf,
} from "./piece-estimate";

/** The sample board, taka per gram. */
const BOARD: PricesPerGram = {
  gold: { "22K": 19_600, "21K": 18_718, "18K": 16_072, Traditional: 13_328 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
};
const TRADE = { makingChargePercent: 6, vatPercent: 5 };

describe("boardGradeOf", () => {
  it.each<[Metal, string, string | null]>([
    ["Gold", "22K", "gold 22K"],
    ["Gold", "21K", "gold 21K"],
    ["Gold", "18K", "gold 18K"],
    ["Gold", "Traditional", "gold Traditional"],
    ["Gold", "22 kt", "gold 22K"],
    ["Gold", "18 Karat", "gold 18K"],
    ["Gold", "সনাতন", "gold Traditional"],
    ["Silver", "925", "silver 22K"],
    ["Silver", "Sterling", "silver 22K"],
    ["Silver", "22K", "silver 22K"],
    ["Silver", "21K", "silver 21K"],
    ["Silver", "18K", "silver 18K"],
    ["Silver", "Traditional", "silver Traditional"],
    ["Gold", "925", null],
    ["Gold", "14K", null],
    ["Gold", "24K", null],
    ["Diamond", "18K", null],
    ["Platinum", "PT950", null],
  ])("%s %s is priced at %s", (metal, purity, expected) => {
    const onBoard = boardGradeOf(metal, purity);
    expect(onBoard && `${onBoard.metal} ${onBoard.grade}`).toBe(expected);
  });
});

describe("estimatePiece", () => {
  // Worked by hand: weight × price per gram, + making, + stone, + VAT on all, rounded half up.
  it.each<[string, EstimatedPiece, Partial<typeof TRADE> | null, [number, number, number, number, number]]>([
    // 952,560 + 57,153.6 → 1,009,714; VAT 50,485.68 on 1,009,713.6 → 1,060,199.28
    [
      "48.6 g 22K gold",
      { metal: "Gold", purity: "22K", weight: 48.6 },
      null,
      [952_560, 57_154, 0, 50_485, 1_060_199],
    ],
    // 18.6 × 18,718 = 348,154.8 → 348,155; + 20,889.288 → 369,044.088 → 369,044; × 1.05 = 387,496.2924
    [
      "18.6 g 21K gold",
      { metal: "Gold", purity: "21K", weight: 18.6 },
      null,
      [348_155, 20_889, 0, 18_452, 387_496],
    ],
    // 10 × 13,328 = 133,280; + 7,996.8 → 141,277; × 1.05 = 148,340.64
    [
      "10 g Traditional gold",
      { metal: "Gold", purity: "Traditional", weight: 10 },
      null,
      [133_280, 7_997, 0, 7_064, 148_341],
    ],
    // 3,264 + 195.84 → 3,460; × 1.05 = 3,632.832
    [
      "9.6 g sterling silver",
      { metal: "Silver", purity: "925", weight: 9.6 },
      null,
      [3_264, 196, 0, 173, 3_633],
    ],
    // 57,859.2 + 3,471.552 → 61,331; + 25,000; VAT 4,316.5376 → 90,647.2896
    [
      "3.6 g 18K gold with a stone",
      { metal: "Gold", purity: "18K", weight: 3.6, stoneValue: 25_000 },
      null,
      [57_859, 3_472, 25_000, 4_316, 90_647],
    ],
    // making at 500 taka per gram: 196,000 + 5,000; VAT 10,050
    [
      "10 g 22K gold, 500 taka per gram",
      { metal: "Gold", purity: "22K", weight: 10, makingCharge: { kind: "perGram", value: 500 } },
      null,
      [196_000, 5_000, 0, 10_050, 211_050],
    ],
    // a piece's own 12.5 %: 196,000 + 24,500; VAT 11,025
    [
      "10 g 22K gold at 12.5 %",
      { metal: "Gold", purity: "22K", weight: 10, makingCharge: { kind: "percent", value: 12.5 } },
      null,
      [196_000, 24_500, 0, 11_025, 231_525],
    ],
    // 1.15 × 10 is 11.499999999999998 in floats; exactly 11.5, so 12
    [
      "a half taka rounds up, where floats would round down",
      { metal: "Silver", purity: "Traditional", weight: 1.15 },
      { makingChargePercent: 0, vatPercent: 0 },
      [239, 0, 0, 0, 239],
    ],
    // no making, no VAT: the metal value alone
    [
      "0 % making and VAT",
      { metal: "Gold", purity: "22K", weight: 0.001 },
      { makingChargePercent: 0, vatPercent: 0 },
      [20, 0, 0, 0, 20],
    ],
    // 0.5 taka of metal is 1 taka; 0.03 making keeps it at 1; 0.0265 VAT keeps the total at 1
    ["0.5 taka rounds up", { metal: "Silver", purity: "Traditional", weight: 0.0025 }, null, [1, 0, 0, 0, 1]],
    ["weight 0", { metal: "Gold", purity: "22K", weight: 0 }, null, [0, 0, 0, 0, 0]],
  ])("%s", (_name, piece, charges, [metalValue, makingCharge, stoneValue, vat, total]) => {
    const estimate = estimatePiece(piece, BOARD, { ...TRADE, ...charges });
    expect(estimate).toMatchObject({ metalValue, makingCharge, stoneValue, vat, total });
  });

  it("has no estimate for a grade the board has no price for (no board yet)", () => {
    const piece: EstimatedPiece = { metal: "Gold", purity: "22K", weight: 10 };
    expect(estimatePiece(piece, {}, TRADE)).toBeNull();
    expect(
      estimatePiece(piece, pricesPerGramOf([{ metal: "gold", grade: "21K", perGram: 18_000 }]), TRADE),
    ).toBeNull();
    const rows = [{ metal: "gold" as const, grade: "22K" as const, perGram: 19_600 }];
    expect(estimatePiece(piece, pricesPerGramOf(rows), TRADE)?.metalValue).toBe(196_000);
  });

  it("has no estimate for a metal or purity the board does not price", () => {
    expect(estimatePiece({ metal: "Diamond", purity: "18K", weight: 3 }, BOARD, TRADE)).toBeNull();
    expect(estimatePiece({ metal: "Platinum", purity: "PT950", weight: 3 }, BOARD, TRADE)).toBeNull();
    expect(estimatePiece({ metal: "Gold", purity: "14K", weight: 3 }, BOARD, TRADE)).toBeNull();
  });

  it("follows the board: a new price per gram gives a new figure", () => {
    const piece: EstimatedPiece = { metal: "Gold", purity: "22K", weight: 10 };
    const before = estimatePiece(piece, BOARD, TRADE);
    const after = estimatePiece(piece, { ...BOARD, gold: { ...BOARD.gold, "22K": 20_000 } }, TRADE);
    expect(before?.total).toBe(218_148);
    expect(after?.total).toBe(222_600);
  });
});

describe("estimateShown", () => {
  const shop = { estimates: "categories" as const, estimateCategories: ["Ring" as const] };
  it.each([
    [{ category: "Ring" as const }, { estimates: "off" as const, estimateCategories: [] }, false],
    [{ category: "Ring" as const }, { estimates: "all" as const, estimateCategories: [] }, true],
    [{ category: "Ring" as const }, shop, true],
    [{ category: "Necklace" as const }, shop, false],
    [{ category: "Necklace" as const, estimate: "on" as const }, shop, true],
    [{ category: "Ring" as const, estimate: "off" as const }, shop, false],
    [{ category: "Ring" as const, estimate: "shop" as const }, shop, true],
  ])("%o with the shop at %o: %s", (piece, rule, shown) => {
    expect(estimateShown(piece, rule)).toBe(shown);
  });
});
