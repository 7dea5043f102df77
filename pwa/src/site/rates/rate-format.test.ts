import { describe, expect, it } from "vitest";
import { formatDhakaTime, formatTaka } from "./rate-format";

describe("rate formatting", () => {
  it.each([
    [228614, "৳2,28,614"],
    [1960, "৳1,960"],
    [12345678, "৳1,23,45,678"],
    [0, "৳0"],
  ])("writes %d taka as %s", (amount, expected) => {
    expect(formatTaka(amount)).toBe(expected);
  });

  it.each([
    ["2026-11-22T04:15:00.000Z", "22 Nov 2026, 10:15 AM"],
    ["2026-11-22T18:30:00.000Z", "23 Nov 2026, 12:30 AM"],
  ])("shows %s in Dhaka time", (iso, expected) => {
    expect(formatDhakaTime(iso)).toBe(expected);
  });
});
