import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TraditionalWeight } from "./units";
import {
  GRAM_REFERENCE,
  GRAMS_PER_POINT,
  GRAMS_PER_VORI,
  gramsToPoints,
  gramsToWeight,
  normalizeWeight,
  POINTS_PER_ANA,
  POINTS_PER_VORI,
  pointsToGrams,
  roundTo,
  splitPoints,
  sumWeights,
  weightToGrams,
  weightToPoints,
} from "./units";

const w = (vori: number, ana: number, roti: number, point: number): TraditionalWeight => ({
  vori,
  ana,
  roti,
  point,
});

const expectValidParts = (weight: TraditionalWeight) => {
  for (const part of Object.values(weight)) expect(Number.isInteger(part)).toBe(true);
  expect(weight.ana).toBeLessThan(16);
  expect(weight.roti).toBeLessThan(6);
  expect(weight.point).toBeLessThan(10);
};

describe("constants", () => {
  it("are consistent with each other", () => {
    expect(POINTS_PER_VORI).toBe(960);
    expect(POINTS_PER_ANA).toBe(60);
    expect(pointsToGrams(POINTS_PER_VORI)).toBe(GRAMS_PER_VORI);
    expect(pointsToGrams(1)).toBe(GRAMS_PER_POINT);
  });

  it("gives gram reference facts", () => {
    expect(GRAM_REFERENCE.vori).toBeCloseTo(0.0857, 4);
    expect(GRAM_REFERENCE.point).toBeCloseTo(82.3, 1);
  });
});

describe("roundTo", () => {
  it.each([
    [1.005, 2, 1.01],
    [1.00005, 4, 1.0001],
    [1.0005, 3, 1.001],
    [1.0004999, 3, 1],
    [-1.005, 2, -1.01],
    [-1.00005, 4, -1.0001],
    [-0.0001, 2, 0],
    [0.01215, 4, 0.0122],
    [2.675, 2, 2.68],
    [123456789.125, 2, 123456789.13],
    [9007199254740991, 2, 9007199254740991],
    [6755699982563465, 9, 6755699982563465],
    [1e21, 2, 1e21],
    [1e-7, 4, 0],
    [1234.5, 0, 1235],
    [0, 3, 0],
  ])("roundTo(%d, %d) === %d", (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });
});

describe("gramsToWeight", () => {
  it.each([
    [11.664, w(1, 0, 0, 0)],
    [17.496, w(1, 8, 0, 0)],
    [11.66, w(1, 0, 0, 0)],
    [11.658, w(1, 0, 0, 0)],
    [11.6579, w(0, 15, 5, 9)],
    [11.652, w(0, 15, 5, 9)],
    [0.729, w(0, 1, 0, 0)],
    [0.7289, w(0, 1, 0, 0)],
    [0.72289, w(0, 0, 5, 9)],
    [0.1215, w(0, 0, 1, 0)],
    [0.12149, w(0, 0, 1, 0)],
    [0.115, w(0, 0, 0, 9)],
    [0.01215, w(0, 0, 0, 1)],
    [0.006075, w(0, 0, 0, 1)],
    [0.006074, w(0, 0, 0, 0)],
    [0, w(0, 0, 0, 0)],
    [100, w(8, 9, 1, 0)],
    [10000, w(857, 5, 2, 5)],
    [1166400, w(100000, 0, 0, 0)],
  ])("%d g → %o", (grams, expected) => {
    const weight = gramsToWeight(grams);
    expect(weight).toEqual(expected);
    expectValidParts(weight);
  });
});

describe("gramsToPoints", () => {
  it.each([
    [11.664, 960],
    [11.66, 959.67],
    [17.496, 1440],
    [0.01215, 1],
    [0.729, 60],
    [100, 8230.45],
    [10000, 823045.27],
  ])("%d g ≈ %d points", (grams, exact) => {
    expect(gramsToPoints(grams)).toBe(Math.round(exact));
  });
});

describe("splitPoints", () => {
  it.each([
    [0, w(0, 0, 0, 0)],
    [9, w(0, 0, 0, 9)],
    [59, w(0, 0, 5, 9)],
    [959, w(0, 15, 5, 9)],
    [960, w(1, 0, 0, 0)],
    [1_000_000, w(1041, 10, 4, 0)],
    [959.4, w(0, 15, 5, 9)],
    [959.5, w(1, 0, 0, 0)],
    [-61, w(0, -1, 0, -1)],
  ])("%d points → %o", (points, expected) => {
    expect(splitPoints(points)).toEqual(expected);
  });
});

describe("normalizeWeight", () => {
  it.each([
    [w(0, 17, 7, 0), w(1, 2, 1, 0)],
    [w(0, 0, 0, 10), w(0, 0, 1, 0)],
    [w(0, 15, 5, 10), w(1, 0, 0, 0)],
    [w(2, 24, 0, 5), w(3, 8, 0, 5)],
    [w(1.5, 0, 0, 0), w(1, 8, 0, 0)],
    [w(0.1, 0, 0, 0), w(0, 1, 3, 6)],
    [w(1, -1, 0, 0), w(0, 15, 0, 0)],
    [w(0, -17, 0, 0), w(-1, -1, 0, 0)],
    [w(1, 2, 3, 4), w(1, 2, 3, 4)],
  ])("%o → %o", (weight, expected) => {
    expect(normalizeWeight(weight)).toEqual(expected);
  });
});

describe("weightToPoints", () => {
  it.each([
    [w(1, 0, 0, 0), 960],
    [w(1.5, 0, 0, 0), 1440],
    [w(0.1, 0, 0, 0), 96],
    [w(2, 15, 5, 9), 2879],
    [w(0, 0, 0, 0), 0],
    [w(1041, 10, 4, 0), 1_000_000],
  ])("%o → %d points", (weight, expected) => {
    expect(weightToPoints(weight)).toBe(expected);
  });
});

describe("weightToGrams", () => {
  it.each([
    [w(1, 0, 0, 0), 11.664],
    [w(0, 0, 0, 1), 0.0122],
    [w(0, 1, 0, 0), 0.729],
    [w(0, 0, 1, 0), 0.1215],
    [w(2, 15, 5, 9), 34.9799],
    [w(1, 8, 0, 0), 17.496],
    [w(0, 0, 0, 0), 0],
    [w(100000, 0, 0, 0), 1166400],
  ])("%o → %d g", (weight, expected) => {
    expect(weightToGrams(weight)).toBe(expected);
  });

  it("round-trips through grams for every weight up to 2 vori", () => {
    for (let points = 0; points <= 2 * POINTS_PER_VORI; points++) {
      expect(gramsToPoints(pointsToGrams(points))).toBe(points);
      expect(gramsToPoints(weightToGrams(splitPoints(points)))).toBe(points);
    }
  });
});

describe("sumWeights", () => {
  it.each([
    [[], 0, w(0, 0, 0, 0)],
    [[w(0, 8, 0, 0), w(0, 7, 5, 9), w(0, 0, 0, 1)], 11.664, w(1, 0, 0, 0)],
    [[w(0, 0, 0, 9), w(0, 0, 5, 1), w(0, 15, 0, 0)], 11.664, w(1, 0, 0, 0)],
    [[w(1, 15, 5, 9), w(0, 0, 0, 1), w(3, 0, 0, 0)], 58.32, w(5, 0, 0, 0)],
    [[w(0, 0, 0, 1), w(0, 0, 0, 1)], 0.024, w(0, 0, 0, 2)],
    [[w(1.5, 0, 0, 0), w(0.5, 0, 0, 0)], 23.328, w(2, 0, 0, 0)],
  ])("%j → %d g", (list, grams, weight) => {
    expect(sumWeights(list)).toEqual({ grams, weight });
  });
});

describe("properties", () => {
  const halfPoint = GRAMS_PER_POINT / 2 + 1e-9;

  it("grams → points → grams is off by at most half a point", () => {
    const grams = fc.integer({ min: 0, max: 100_000 * 100_000 }).map((n) => n / 100_000);
    fc.assert(
      fc.property(grams, (g) => {
        expect(Math.abs(pointsToGrams(gramsToPoints(g)) - g)).toBeLessThanOrEqual(halfPoint);
      }),
    );
  });

  it("splitPoints gives valid parts that add back up", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (p) => {
        const weight = splitPoints(p);
        expectValidParts(weight);
        expect(weightToPoints(weight)).toBe(p);
      }),
    );
  });

  it("gramsToWeight never yields an overflowing unit", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (g) => {
        expectValidParts(gramsToWeight(g));
      }),
    );
  });
});
