import { describe, expect, it } from "vitest";
import { chartSteps, linearScale, niceTicks, stepPath, summarise, timeTicks } from "./rate-chart-scale";

const DAY = 24 * 60 * 60 * 1000;
const END = Date.parse("2026-11-22T06:00:00.000Z");
const point = (iso: string, perVori: number) => ({ effectiveAt: iso, perGram: 0, perVori });

describe("niceTicks", () => {
  it.each([
    [210400, 230100, [210000, 215000, 220000, 225000, 230000, 235000]],
    [3900, 4100, [3900, 3950, 4000, 4050, 4100]],
    [0, 10, [0, 2.5, 5, 7.5, 10]],
    [0.1, 0.3, [0.1, 0.15, 0.2, 0.25, 0.3]],
  ])("covers %d–%d with round steps", (min, max, expected) => {
    const ticks = niceTicks(min, max, expected.length);
    expect(ticks).toEqual(expected);
  });

  it.each([
    [210400, 230100],
    [228614, 228614],
    [3499, 4082],
    [1, 1_000_000],
    [150000, 151000],
  ])("gives 3 to 5 ticks that cover %d–%d", (min, max) => {
    const ticks = niceTicks(min, max);
    expect(ticks.length).toBeGreaterThanOrEqual(3);
    expect(ticks.length).toBeLessThanOrEqual(5);
    expect(ticks[0]).toBeLessThanOrEqual(min);
    expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
  });

  it("puts a flat price inside the scale rather than on its edge", () => {
    const ticks = niceTicks(228614, 228614);
    expect(ticks[0]).toBeLessThan(228614);
    expect(ticks.at(-1)).toBeGreaterThan(228614);
  });
});

describe("chartSteps", () => {
  it("starts at the window's left edge with the figure in force then, oldest first", () => {
    const { start, steps } = chartSteps(
      point("2026-09-01T04:00:00.000Z", 200000),
      [point("2026-11-20T04:15:00.000Z", 228614), point("2026-11-01T04:15:00.000Z", 220000)],
      END,
      30,
    );
    expect(start).toBe(END - 30 * DAY);
    expect(steps).toEqual([
      { at: start, perVori: 200000 },
      { at: Date.parse("2026-11-01T04:15:00.000Z"), perVori: 220000 },
      { at: Date.parse("2026-11-20T04:15:00.000Z"), perVori: 228614 },
    ]);
  });

  it("starts at the first revision when there is nothing earlier", () => {
    const { steps } = chartSteps(null, [point("2026-11-20T04:15:00.000Z", 228614)], END, 30);
    expect(steps).toEqual([{ at: Date.parse("2026-11-20T04:15:00.000Z"), perVori: 228614 }]);
  });
});

describe("stepPath", () => {
  const x = linearScale(0, 100, 0, 200);
  const y = linearScale(0, 10, 100, 0);

  it("holds each price flat, then steps to the next, and runs on to the end", () => {
    const path = stepPath(
      [
        { at: 0, perVori: 5 },
        { at: 50, perVori: 10 },
        { at: 75, perVori: 2.5 },
      ],
      100,
      x,
      y,
    );
    expect(path).toBe("M0 50 H100 V0 H150 V75 H200");
  });

  it("is empty without steps", () => {
    expect(stepPath([], 100, x, y)).toBe("");
  });
});

describe("linearScale", () => {
  it("maps the domain onto the range, including an inverted one", () => {
    expect(linearScale(200000, 240000, 200, 0)(220000)).toBe(100);
  });

  it("centres everything when the domain is a single value", () => {
    expect(linearScale(5, 5, 0, 100)(5)).toBe(50);
  });
});

describe("timeTicks and summarise", () => {
  it("spaces date labels evenly from start to end", () => {
    expect(timeTicks(0, 90, 4)).toEqual([0, 30, 60, 90]);
  });

  it("summarises from, to, highest and lowest", () => {
    expect(
      summarise([
        { at: 0, perVori: 210400 },
        { at: 1, perVori: 230100 },
        { at: 2, perVori: 205000 },
        { at: 3, perVori: 228614 },
      ]),
    ).toEqual({ from: 210400, to: 228614, highest: 230100, lowest: 205000 });
    expect(summarise([])).toBeNull();
  });
});
