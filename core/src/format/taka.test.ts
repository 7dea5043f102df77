import { describe, expect, it } from "vitest";
import { formatTaka } from "./taka";

describe("formatTaka", () => {
  it.each([
    [0, "৳0"],
    [7, "৳7"],
    [999, "৳999"],
    [1960, "৳1,960"],
    [99_999, "৳99,999"],
    [1_00_000, "৳1,00,000"],
    [2_28_614, "৳2,28,614"],
    [1_23_45_678, "৳1,23,45,678"],
    [1_00_00_00_000, "৳1,00,00,00,000"],
    // Whole taka: halves round away from zero, smaller fractions vanish.
    [1959.5, "৳1,960"],
    [1960.49, "৳1,960"],
    [0.4, "৳0"],
    [-1166, "৳-1,166"],
  ])("writes %d taka as %s", (amount, expected) => {
    expect(formatTaka(amount)).toBe(expected);
  });
});

describe("formatTaka in Bengali", () => {
  it.each([
    [0, "৳০"],
    [7, "৳৭"],
    [999, "৳৯৯৯"],
    [1960, "৳১,৯৬০"],
    [99_999, "৳৯৯,৯৯৯"],
    [1_00_000, "৳১,০০,০০০"],
    [2_28_614, "৳২,২৮,৬১৪"],
    [1_23_45_678, "৳১,২৩,৪৫,৬৭৮"],
    [1959.5, "৳১,৯৬০"],
    [0.4, "৳০"],
    [-1166, "৳-১,১৬৬"],
  ])("writes %d taka as %s", (amount, expected) => {
    expect(formatTaka(amount, "bn")).toBe(expected);
  });

  it("keeps English when asked for it by name", () => {
    expect(formatTaka(2_28_614, "en")).toBe("৳2,28,614");
  });
});
