import { describe, expect, it } from "vitest";
import { formatNumber, localDigits } from "./number";

describe("formatNumber", () => {
  it.each([
    [0, "0", "০"],
    [9, "9", "৯"],
    [1234, "1,234", "১,২৩৪"],
    [2_28_614, "2,28,614", "২,২৮,৬১৪"],
    [1_23_45_678, "1,23,45,678", "১,২৩,৪৫,৬৭৮"],
    [12.5, "12.5", "১২.৫"],
    // Up to 3 decimals, rounded, trailing zeros dropped.
    [1234567.8915, "12,34,567.892", "১২,৩৪,৫৬৭.৮৯২"],
    [0.1 + 0.2, "0.3", "০.৩"],
    [-1166, "-1,166", "-১,১৬৬"],
  ])("writes %d as %s and %s", (value, english, bengali) => {
    expect(formatNumber(value)).toBe(english);
    expect(formatNumber(value, "en")).toBe(english);
    expect(formatNumber(value, "bn")).toBe(bengali);
  });
});

describe("localDigits", () => {
  it.each([
    ["0123456789", "০১২৩৪৫৬৭৮৯"],
    ["-11.6640", "-১১.৬৬৪০"],
    ["  12", "  ১২"],
    ["2 + 3", "২ + ৩"],
  ])("writes %j in Bengali as %j", (written, bengali) => {
    expect(localDigits(written, "bn")).toBe(bengali);
    expect(localDigits(written, "en")).toBe(written);
  });
});
