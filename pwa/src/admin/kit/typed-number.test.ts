import { describe, expect, it } from "vitest";
import { readTypedNumber } from "./typed-number";

describe("a number the owner typed", () => {
  it.each([
    ["19600", 19600],
    ["১৯৬০০", 19600],
    ["19,600", 19600],
    ["২,২৮,৬১৪", 228614],
    ["১২৩৪৫.৫", 12345.5],
    [" 12.5 ", 12.5],
    ["0", 0],
  ])("reads %j as %d", (typed, value) => {
    expect(readTypedNumber(typed)).toBe(value);
  });

  it.each(["", "   ", null, undefined])("reads %j as no value", (typed) => {
    expect(readTypedNumber(typed)).toBeUndefined();
  });

  it.each(["12a", "১২.৫.৩", "12,34", "1e3"])(
    "reads %j as not a number, for the schema to refuse",
    (typed) => {
      expect(readTypedNumber(typed)).toBeNaN();
    },
  );
});
