import { describe, expect, it } from "vitest";
import { formatDhakaTime } from "./dhaka-time";

describe("formatDhakaTime", () => {
  it.each([
    ["2026-11-22T04:15:00.000Z", "22 Nov 2026, 10:15 AM"],
    // Past 6 PM UTC it is already the next day in Dhaka.
    ["2026-11-22T18:30:00.000Z", "23 Nov 2026, 12:30 AM"],
    ["2025-12-31T23:30:00.000Z", "1 Jan 2026, 5:30 AM"],
    ["2026-06-15T06:00:00.000Z", "15 Jun 2026, 12:00 PM"],
    ["2026-06-15T17:59:00.000Z", "15 Jun 2026, 11:59 PM"],
  ])("shows %s as %s", (iso, expected) => {
    expect(formatDhakaTime(iso)).toBe(expected);
  });

  it("takes a Date as well as an ISO string", () => {
    expect(formatDhakaTime(new Date("2026-11-22T04:15:00.000Z"))).toBe("22 Nov 2026, 10:15 AM");
  });
});
