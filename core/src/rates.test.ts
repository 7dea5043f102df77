import { describe, expect, it } from "vitest";
import { boardWarnings, estimatePrice, pricePerVori, rateBoardAt, rateBoardsAt } from "./rates";
import type { RateBoardPrices, RateBoardRecord } from "./schemas/gold-rates";
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

describe("where a board stands", () => {
  const now = new Date("2026-11-22T06:00:00.000Z");
  const kept = (id: number, effectiveAt: string, withdrawnAt: string | null = null): RateBoardRecord => ({
    id,
    effectiveAt,
    createdAt: effectiveAt,
    createdBy: "owner",
    withdrawnAt,
    prices: board(19_000 + id * 100),
  });
  // Newest first, as the server lists them.
  const boards = [
    kept(6, "2026-11-22T08:00:00.000Z"),
    kept(5, "2026-11-22T05:00:00.000Z", "2026-11-22T05:30:00.000Z"),
    kept(4, "2026-11-22T06:00:00.000Z"),
    kept(3, "2026-11-22T04:15:00.000Z"),
    kept(2, "2026-11-20T04:15:00.000Z", "2026-11-20T05:00:00.000Z"),
    kept(1, "2026-11-18T04:15:00.000Z"),
  ];
  const statuses = (list: RateBoardRecord[]) => rateBoardsAt(list, now).map((b) => [b.id, b.status]);

  it("marks the scheduled, the withdrawn, the one in force (its time reached to the millisecond) and those it replaced", () => {
    expect(statuses(boards)).toEqual([
      [6, "scheduled"],
      [5, "withdrawn"],
      [4, "in-force"],
      [3, "replaced"],
      [2, "withdrawn"],
      [1, "replaced"],
    ]);
  });

  it("puts the board before back in force once the newer one is withdrawn", () => {
    const withdrawn = boards.map((b) => (b.id === 4 ? { ...b, withdrawnAt: now.toISOString() } : b));
    expect(statuses(withdrawn).slice(2, 4)).toEqual([
      [4, "withdrawn"],
      [3, "in-force"],
    ]);
  });

  it("has none in force before the first board takes effect", () => {
    expect(statuses(boards.slice(0, 2))).toEqual([
      [6, "scheduled"],
      [5, "withdrawn"],
    ]);
    expect(rateBoardsAt([], now)).toEqual([]);
  });

  it("reads a single board against the board in force", () => {
    const [scheduled, , inForce, replaced] = boards;
    if (!scheduled || !inForce || !replaced) throw new Error("the sample boards are missing");
    expect(rateBoardAt(inForce, 4, now).status).toBe("in-force");
    expect(rateBoardAt(replaced, 4, now).status).toBe("replaced");
    expect(rateBoardAt(scheduled, 4, now).status).toBe("scheduled");
  });

  it("derives every per-vori figure from its per-gram price", () => {
    const [read] = rateBoardsAt([kept(6, "2026-11-22T04:00:00.000Z")], now);
    expect(read?.prices.gold["22K"]).toBe(19_600);
    expect(read?.perVori).toEqual({
      gold: { "22K": 228_614, "21K": 218_117, "18K": 187_790, Traditional: 155_131 },
      silver: { "22K": 3_966, "21K": 3_791, "18K": 3_243, Traditional: 2_426 },
    });
  });
});
