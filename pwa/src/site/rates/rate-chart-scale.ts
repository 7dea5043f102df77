import type { RatePoint } from "#core/schemas/gold-rates";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One step of the chart: a price that holds from `at` until the next step (or the window's end). */
export interface ChartStep {
  at: number;
  perVori: number;
}

/**
 * The steps inside a window of `days` ending at `end`: the figure in force when the window opened
 * (moved to its left edge) followed by each revision, oldest first.
 */
export function chartSteps(
  before: RatePoint | null,
  points: readonly RatePoint[],
  end: number,
  days: number,
): { start: number; end: number; steps: ChartStep[] } {
  const start = end - days * DAY_MS;
  const steps: ChartStep[] = [];
  if (before) steps.push({ at: start, perVori: before.perVori });
  for (const point of points) {
    const at = Math.min(Math.max(Date.parse(point.effectiveAt), start), end);
    steps.push({ at, perVori: point.perVori });
  }
  steps.sort((a, b) => a.at - b.at);
  return { start, end, steps };
}

const NICE_FACTORS = [1, 2, 2.5, 5] as const;

/**
 * Round taka ticks (multiples of 1, 2, 2.5 or 5 × 10ⁿ) covering [min, max]: the finest step that
 * needs at most `maxTicks` ticks, which leaves at least three.
 */
export function niceTicks(min: number, max: number, maxTicks = 5): number[] {
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (high === low) {
    // A flat line still needs a scale around it.
    const pad = Math.max(1, Math.abs(low) * 0.02);
    low -= pad;
    high += pad;
  }
  const rough = (high - low) / maxTicks;
  let magnitude = 10 ** Math.floor(Math.log10(rough));
  for (;;) {
    for (const factor of NICE_FACTORS) {
      const step = factor * magnitude;
      const first = Math.floor(low / step) * step;
      const last = Math.ceil(high / step) * step;
      const count = Math.round((last - first) / step) + 1;
      if (count <= maxTicks) {
        return Array.from({ length: count }, (_, index) => roundStep(first + index * step, step));
      }
    }
    magnitude *= 10;
  }
}

/** Removes float noise such as 0.30000000000000004 from tick values. */
const roundStep = (value: number, step: number): number => {
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  return Number(value.toFixed(decimals));
};

/** Maps a value of [domainFrom, domainTo] onto [rangeFrom, rangeTo]. */
export const linearScale =
  (domainFrom: number, domainTo: number, rangeFrom: number, rangeTo: number) =>
  (value: number): number =>
    domainTo === domainFrom
      ? (rangeFrom + rangeTo) / 2
      : rangeFrom + ((value - domainFrom) / (domainTo - domainFrom)) * (rangeTo - rangeFrom);

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * An SVG path that holds each price flat until the next revision, then steps straight up or down,
 * as a rate board does; the last price runs on to `end`.
 */
export function stepPath(
  steps: readonly ChartStep[],
  end: number,
  x: (at: number) => number,
  y: (perVori: number) => number,
): string {
  const [first, ...rest] = steps;
  if (!first) return "";
  const parts = [`M${round1(x(first.at))} ${round1(y(first.perVori))}`];
  for (const step of rest) parts.push(`H${round1(x(step.at))}`, `V${round1(y(step.perVori))}`);
  parts.push(`H${round1(x(end))}`);
  return parts.join(" ");
}

/** `count` evenly spaced moments from start to end inclusive, for the date labels under the chart. */
export function timeTicks(start: number, end: number, count: number): number[] {
  if (count < 2) return [end];
  return Array.from({ length: count }, (_, index) => start + ((end - start) * index) / (count - 1));
}

/** First, last, highest and lowest price of the steps, for the chart's spoken summary. */
export function summarise(steps: readonly ChartStep[]) {
  const first = steps[0];
  const last = steps.at(-1);
  if (!first || !last) return null;
  const values = steps.map((step) => step.perVori);
  return { from: first.perVori, to: last.perVori, highest: Math.max(...values), lowest: Math.min(...values) };
}
