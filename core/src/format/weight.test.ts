import { describe, expect, it } from "vitest";
import { formatGrams, formatPieceGrams } from "./weight";

describe("formatGrams", () => {
  it.each([
    [11.664, 3, "11.664"],
    [1, 4, "1.0000"],
    [1.005, 2, "1.01"],
    [0.01215, 4, "0.0122"],
    [1166400, 3, "1166400.000"],
    [0, 3, "0.000"],
    [-0.0001, 2, "0.00"],
  ])("formatGrams(%d, %d) === %s", (grams, decimals, expected) => {
    expect(formatGrams(grams, decimals)).toBe(expected);
  });
});

describe("formatPieceGrams", () => {
  it.each([
    [0, "0"],
    [100, "100"],
    [48.6, "48.6"],
    [12.85, "12.85"],
    [11.664, "11.664"],
    // Beyond 3 decimals it rounds, and trailing zeros go.
    [0.0005, "0.001"],
    [1.2344, "1.234"],
    [2.5, "2.5"],
    [1000, "1,000"],
    [100000, "1,00,000"],
  ])("writes %d g as %s", (grams, expected) => {
    expect(formatPieceGrams(grams)).toBe(expected);
  });
});

describe("formatGrams in Bengali", () => {
  it.each([
    [11.664, 3, "১১.৬৬৪"],
    [1, 4, "১.০০০০"],
    [1.005, 2, "১.০১"],
    [0.01215, 4, "০.০১২২"],
    [1166400, 3, "১১৬৬৪০০.০০০"],
    [-0.0001, 2, "০.০০"],
    [-2.5, 1, "-২.৫"],
  ])("formatGrams(%d, %d) === %s", (grams, decimals, expected) => {
    expect(formatGrams(grams, decimals, "bn")).toBe(expected);
  });
});

describe("formatPieceGrams in Bengali", () => {
  it.each([
    [0, "০"],
    [48.6, "৪৮.৬"],
    [12.85, "১২.৮৫"],
    [0.0005, "০.০০১"],
    [1.2344, "১.২৩৪"],
    [1000, "১,০০০"],
    [100000, "১,০০,০০০"],
  ])("writes %d g as %s", (grams, expected) => {
    expect(formatPieceGrams(grams, "bn")).toBe(expected);
  });
});
