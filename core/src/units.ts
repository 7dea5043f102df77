/**
 * Bangladeshi traditional gold units. All conversions go through whole "points" (the smallest unit) so that
 * floating point can never produce impossible results such as "10 point", "6 roti" or "16 ana".
 * The form input's schema is schemas/traditional-weight.ts.
 */

export const GRAMS_PER_VORI = 11.664;
export const ANA_PER_VORI = 16;
export const ROTI_PER_ANA = 6;
export const POINTS_PER_ROTI = 10;
export const POINTS_PER_ANA = ROTI_PER_ANA * POINTS_PER_ROTI;
export const POINTS_PER_VORI = ANA_PER_VORI * POINTS_PER_ANA;
export const GRAMS_PER_POINT = 0.01215;

/** 1 point = 1215 hundred-thousandths of a gram; working in these integers keeps gram maths exact. */
const GRAM_SCALE = 100_000;
const SCALED_GRAMS_PER_POINT = 1215;

/** How much of each unit one gram is, for the reference table. */
export const GRAM_REFERENCE = {
  vori: 1 / GRAMS_PER_VORI,
  ana: ANA_PER_VORI / GRAMS_PER_VORI,
  roti: (ANA_PER_VORI * ROTI_PER_ANA) / GRAMS_PER_VORI,
  point: 1 / GRAMS_PER_POINT,
} as const;

export interface TraditionalWeight {
  vori: number;
  ana: number;
  roti: number;
  point: number;
}

/** Avoids `-0`, which prints as "0" but fails `Object.is` comparisons and leaks into sign checks. */
const noNegativeZero = (value: number): number => (value === 0 ? 0 : value);

/** Rounds half away from zero so negative values mirror positive ones (`Math.round(-2.5)` is -2). */
const roundHalfAwayFromZero = (value: number): number =>
  noNegativeZero(Math.sign(value) * Math.round(Math.abs(value)));

/** Shifts the decimal point through the string form, avoiding the binary error of multiplying by 10^n. */
const shiftDecimal = (value: number, places: number): number => {
  const [mantissa, exponent = "0"] = String(value).split("e");
  return Number(`${mantissa}e${Number(exponent) + places}`);
};

/**
 * Half-up (away from zero) rounding that respects the decimal value as written:
 * `roundTo(1.005, 2)` is 1.01, whereas `Math.round(1.005 * 100) / 100` gives 1.
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const shifted = shiftDecimal(Math.abs(value), decimals);
  // From 2^52 up every double is a whole number, so the value already has no digits beyond `decimals`.
  if (shifted >= 2 ** 52) return value;
  const rounded = Math.round(shifted);
  return noNegativeZero(Math.sign(value) * shiftDecimal(rounded, -decimals));
}

/** Total points; exact for whole inputs, and fractional inputs (e.g. 1.5 vori) are allowed. */
export function weightToPoints(w: TraditionalWeight): number {
  const total = w.vori * POINTS_PER_VORI + w.ana * POINTS_PER_ANA + w.roti * POINTS_PER_ROTI + w.point;
  return noNegativeZero(roundTo(total, 9));
}

/** Unrounded grams; for whole points the result is exact to 5 decimals. */
export function pointsToGrams(points: number): number {
  return noNegativeZero((points * SCALED_GRAMS_PER_POINT) / GRAM_SCALE);
}

/** Nearest whole point. Grams are first snapped to 5 decimals so 11.664 g is exactly 960 points. */
export function gramsToPoints(grams: number): number {
  return roundHalfAwayFromZero(roundHalfAwayFromZero(grams * GRAM_SCALE) / SCALED_GRAMS_PER_POINT);
}

/** Splits (after rounding to a whole point) into vori/ana/roti/point; a negative total negates every part. */
export function splitPoints(points: number): TraditionalWeight {
  const whole = roundHalfAwayFromZero(points);
  const sign = whole < 0 ? -1 : 1;
  const abs = Math.abs(whole);
  return {
    vori: noNegativeZero(sign * Math.floor(abs / POINTS_PER_VORI)),
    ana: noNegativeZero(sign * Math.floor((abs % POINTS_PER_VORI) / POINTS_PER_ANA)),
    roti: noNegativeZero(sign * Math.floor((abs % POINTS_PER_ANA) / POINTS_PER_ROTI)),
    point: noNegativeZero(sign * (abs % POINTS_PER_ROTI)),
  };
}

/**
 * The same weight with each unit inside its range, to the nearest point: 0 vori 17 ana 7 roti is
 * 1 vori 2 ana 1 roti 0 point. Worked in whole points, so no float error carries into a unit.
 */
export function normalizeWeight(w: TraditionalWeight): TraditionalWeight {
  return splitPoints(weightToPoints(w));
}

/** Grams to 4 decimals, as the calculator shows them. */
export function weightToGrams(w: TraditionalWeight): number {
  return roundTo(pointsToGrams(weightToPoints(w)), 4);
}

export function gramsToWeight(grams: number): TraditionalWeight {
  return splitPoints(gramsToPoints(grams));
}

/** Grand total: summed in points first so rounding happens once; grams to 3 decimals as displayed. */
export function sumWeights(list: readonly TraditionalWeight[]): { grams: number; weight: TraditionalWeight } {
  const points = list.reduce((total, w) => total + weightToPoints(w), 0);
  return { grams: roundTo(pointsToGrams(points), 3), weight: splitPoints(points) };
}
