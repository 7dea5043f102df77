import { describe, expect, it } from "vitest";
import { LOCALES } from "../language";
import { formatNumber, localDigits, writeDecimal } from "./number";

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

describe("writeDecimal", () => {
  // A fixed walk through many sizes and fractions, the same in every run.
  const values = Array.from({ length: 4000 }, (_, index) => {
    const size = 10 ** ((index % 13) - 4);
    return ((index * 7919) % 10007) * size * (index % 5 === 0 ? -1 : 1) + (index % 3) * 0.0005;
  });
  const edges = [
    0, 1.005, 2.675, 0.5, 1.5, 2.5, -2.5, 0.0005, 99999.9995, 1e-7, 123456789012.5, 1e21, 4.35, 1.45,
  ];

  it.each([0, 2, 3])("writes what Intl writes with at most %d decimals, in both languages", (digits) => {
    for (const language of ["en", "bn"] as const) {
      const intl = new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: digits });
      for (const value of [...values, ...edges]) {
        const expected = intl.format(value);
        // Intl writes a negative that rounds to nothing as "-0": the shop writes 0.
        if (/^-[0০]$/.test(expected)) continue;
        expect([value, writeDecimal(value, digits, language)]).toEqual([value, expected]);
      }
    }
  });

  it("writes a value that rounds to nothing as 0, never -0", () => {
    expect(writeDecimal(-0.0001, 3)).toBe("0");
    expect(writeDecimal(-0, 0, "bn")).toBe("০");
    expect(writeDecimal(-0.4, 0)).toBe("0");
  });

  it("carries a rounding into the grouping", () => {
    expect(writeDecimal(99999.9995, 3)).toBe("1,00,000");
    expect(writeDecimal(-999.5, 0)).toBe("-1,000");
  });
});
