import { describe, expect, it } from "vitest";
import type { OldGoldWeight } from "./gold-exchange";
import {
  type BoardPerGram,
  holdingTooHeavy,
  MAX_CASH_TAKA,
  MAX_HOLDING_GRAMS,
  nisabAt,
  reckonZakat,
  type ZakatAssets,
  type ZakatHolding,
  type ZakatTerms,
} from "./zakat";

/** Taka per gram, purer grades dearer, as a board must be. */
const BOARD: BoardPerGram = {
  gold: { "22K": 10_000, "21K": 9_550, "18K": 8_180, Traditional: 6_800 },
  silver: { "22K": 250, "21K": 238, "18K": 204, Traditional: 153 },
};
const SELL_BACK_PERCENT = 10;

const vori = (v: number, ana = 0, roti = 0, point = 0): OldGoldWeight => ({
  unit: "vori",
  vori: v,
  ana,
  roti,
  point,
});
const grams = (value: number): OldGoldWeight => ({ unit: "gram", grams: value });
const gold22 = (weight: OldGoldWeight): ZakatHolding => ({ metal: "gold", grade: "22K", weight });
const silver22 = (weight: OldGoldWeight): ZakatHolding => ({ metal: "silver", grade: "22K", weight });
const assets = (holdings: ZakatHolding[], cash = 0, savings = 0): ZakatAssets => ({
  holdings,
  cash,
  savings,
});

describe("the nisab at today's board, 22K of its metal", () => {
  it("is 87.48 g of gold and 612.36 g of silver at the board's 22K price", () => {
    // 87.48 × 10,000 = 874,800; 612.36 × 250 = 153,090.
    expect(nisabAt("gold", BOARD.gold["22K"])).toEqual({
      standard: "gold",
      units: 8_748_000,
      perGram: 10_000,
      value: 874_800,
    });
    expect(nisabAt("silver", BOARD.silver["22K"])).toEqual({
      standard: "silver",
      units: 61_236_000,
      perGram: 250,
      value: 153_090,
    });
  });

  it("rounds a part of a taka up, so whole taka reach it only when they reach the exact nisab", () => {
    // 87.48 × 10,001 = 874,887.48: 874,887 taka fall short of it, 874,888 reach it.
    const board = { ...BOARD, gold: { ...BOARD.gold, "22K": 10_001 } };
    const terms: ZakatTerms = { board, standard: "gold", valuation: "full", sellBackPercent: 10 };
    expect(nisabAt("gold", board.gold["22K"]).value).toBe(874_888);
    expect(reckonZakat(assets([], 874_887), terms)).toMatchObject({ due: false, zakat: 0 });
    // 874,888 / 40 = 21,872.2.
    expect(reckonZakat(assets([], 874_888), terms)).toMatchObject({ due: true, zakat: 21_872 });
  });
});

// Expected figures worked out by hand with exact fractions: grams × price per gram × (100 − deduction) / 100
// rounded half up to the taka for each holding; zakat = wealth / 40 rounded half up, when wealth ≥ nisab.
describe("reckonZakat over both nisab standards, both valuations, just below, at and above the nisab", () => {
  it.each([
    // Gold nisab 874,800, full price.
    // 7 vori 7 ana 5 roti 9 point = 7,199 points = 87.46785 g: 874,678.5 rounds up to 874,679.
    ["gold", "full", "below", assets([gold22(vori(7, 7, 5, 9))]), 874_679, 874_800, false, 0],
    // 7 vori 8 ana = 7,200 points = 87.48 g exactly: 874,800, 1/40 of it 21,870.
    ["gold", "full", "at", assets([gold22(vori(7, 8))]), 874_800, 874_800, true, 21_870],
    // 7,201 points = 87.49215 g: 874,921.5 → 874,922; 21,873.05 → 21,873.
    ["gold", "full", "above", assets([gold22(vori(7, 8, 0, 1))]), 874_922, 874_800, true, 21_873],
    // Sell-back: 7.5 vori of 22K bring 874,800 × 90 % = 787,320, short of the nisab on their own.
    ["gold", "sellBack", "below", assets([gold22(vori(7, 8))], 87_479), 874_799, 874_800, false, 0],
    ["gold", "sellBack", "at", assets([gold22(vori(7, 8))], 87_480), 874_800, 874_800, true, 21_870],
    // 924,800 / 40 = 23,120.
    [
      "gold",
      "sellBack",
      "above",
      assets([gold22(vori(7, 8))], 87_480, 50_000),
      924_800,
      874_800,
      true,
      23_120,
    ],
    // Silver nisab 153,090, full price.
    // 52 vori 7 ana 5 roti 9 point = 50,399 points = 612.34785 g: 153,086.9625 → 153,087.
    ["silver", "full", "below", assets([silver22(vori(52, 7, 5, 9))]), 153_087, 153_090, false, 0],
    // 52 vori 8 ana = 612.36 g: 153,090; 3,827.25 → 3,827.
    ["silver", "full", "at", assets([silver22(vori(52, 8))]), 153_090, 153_090, true, 3_827],
    // 612.37 g: 153,092.5 → 153,093, with 17 taka: 153,110; 3,827.75 → 3,828.
    ["silver", "full", "above", assets([silver22(grams(612.37))], 17), 153_110, 153_090, true, 3_828],
    // Sell-back: 52.5 vori of 22K silver 137,781; 1 ana (0.729 g) of 21K gold 0.729 × 9,550 × 90 % =
    // 6,265.755 → 6,266; together 144,047.
    [
      "silver",
      "sellBack",
      "below",
      assets([silver22(vori(52, 8)), { metal: "gold", grade: "21K", weight: vori(0, 1) }], 9_042),
      153_089,
      153_090,
      false,
      0,
    ],
    [
      "silver",
      "sellBack",
      "at",
      assets([silver22(vori(52, 8)), { metal: "gold", grade: "21K", weight: vori(0, 1) }], 9_043),
      153_090,
      153_090,
      true,
      3_827,
    ],
    // 164,047 / 40 = 4,101.175 → 4,101.
    [
      "silver",
      "sellBack",
      "above",
      assets([silver22(vori(52, 8)), { metal: "gold", grade: "21K", weight: vori(0, 1) }], 20_000),
      164_047,
      153_090,
      true,
      4_101,
    ],
  ] as const)("%s nisab, %s price, %s", (standard, valuation, _where, held, wealth, nisab, due, zakat) => {
    const reckoning = reckonZakat(held, {
      board: BOARD,
      standard,
      valuation,
      sellBackPercent: SELL_BACK_PERCENT,
    });
    expect(reckoning).toMatchObject({ wealth, due, zakat });
    expect(reckoning.nisab.value).toBe(nisab);
    expect(reckoning.gold + reckoning.silver + reckoning.money).toBe(wealth);
  });
});

describe("reckonZakat's parts", () => {
  const terms: ZakatTerms = { board: BOARD, standard: "silver", valuation: "sellBack", sellBackPercent: 10 };

  it("values each holding at its own metal and grade, and totals gold and silver apart", () => {
    const reckoning = reckonZakat(
      assets(
        [
          gold22(vori(1)),
          { metal: "gold", grade: "18K", weight: grams(2.5) },
          { metal: "silver", grade: "Traditional", weight: vori(10) },
        ],
        1_000,
        2_000,
      ),
      terms,
    );
    // 11.664 × 10,000 × 0.9 = 104,976; 2.5 × 8,180 × 0.9 = 18,405; 116.64 × 153 × 0.9 = 16,061.328 → 16,061.
    expect(reckoning.holdings.map((holding) => holding.value)).toEqual([104_976, 18_405, 16_061]);
    expect(reckoning).toMatchObject({ gold: 123_381, silver: 16_061, money: 3_000, wealth: 142_442 });
    // 142,442 is short of the silver nisab at 153,090.
    expect(reckoning).toMatchObject({ due: false, zakat: 0 });
  });

  it("reckons the same wealth due at the silver nisab and not at the gold one", () => {
    const held = assets([], 200_000);
    expect(reckonZakat(held, { ...terms, standard: "silver" })).toMatchObject({ due: true, zakat: 5_000 });
    expect(reckonZakat(held, { ...terms, standard: "gold" })).toMatchObject({ due: false, zakat: 0 });
  });

  it("owes nothing on nothing", () => {
    expect(reckonZakat(assets([]), terms)).toMatchObject({ wealth: 0, due: false, zakat: 0 });
  });

  it("keeps the largest holdings and sums exact where floats are not", () => {
    // 11,664 g of 22K gold at 10,000 a gram, in full: 116,640,000; 0.1 + 0.2 g of 22K gold: 3,000 exactly.
    const full = { ...terms, valuation: "full" } as const;
    expect(holdingTooHeavy(grams(MAX_HOLDING_GRAMS))).toBe(false);
    expect(holdingTooHeavy(grams(MAX_HOLDING_GRAMS + 0.00001))).toBe(true);
    expect(reckonZakat(assets([gold22(grams(MAX_HOLDING_GRAMS))]), full).wealth).toBe(116_640_000);
    expect(reckonZakat(assets([gold22(grams(0.1)), gold22(grams(0.2))]), full).wealth).toBe(3_000);
    expect(reckonZakat(assets([], MAX_CASH_TAKA), full).zakat).toBe(25_000_000_000);
  });

  it("refuses what the page never sends: an overweight holding, money in parts of a taka or below zero", () => {
    expect(() => reckonZakat(assets([gold22(vori(1000, 0, 0, 1))]), terms)).toThrow(RangeError);
    expect(() => reckonZakat(assets([], 10.5), terms)).toThrow(RangeError);
    expect(() => reckonZakat(assets([], 0, -1), terms)).toThrow(RangeError);
    expect(() => reckonZakat(assets([], MAX_CASH_TAKA + 1), terms)).toThrow(RangeError);
  });
});
