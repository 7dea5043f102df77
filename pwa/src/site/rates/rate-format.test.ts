import { describe, expect, it } from "vitest";
import { formatChartDate } from "./rate-format";

describe("chart date labels", () => {
  const lateEvening = Date.parse("2026-11-22T18:30:00.000Z");

  it.each([
    [30, "23 Nov"],
    [90, "23 Nov"],
    [365, "Nov 2026"],
  ])("over %d days write the Dhaka date as %s", (days, expected) => {
    expect(formatChartDate(lateEvening, days)).toBe(expected);
  });
});
