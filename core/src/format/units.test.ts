import { describe, expect, it } from "vitest";
import { gramsToWeight } from "../units";
import { formatTraditionalWeight, UNIT_NAMES } from "./units";

describe("UNIT_NAMES", () => {
  it.each([
    ["vori", "vori", "ভরি"],
    ["ana", "ana", "আনা"],
    ["roti", "roti", "রতি"],
    ["point", "point", "পয়েন্ট"],
    ["gram", "gram", "গ্রাম"],
  ] as const)("names %s as %s and %s", (unit, english, bengali) => {
    expect(UNIT_NAMES.en[unit]).toBe(english);
    expect(UNIT_NAMES.bn[unit]).toBe(bengali);
  });
});

describe("formatTraditionalWeight", () => {
  it.each([
    [{ vori: 2, ana: 3, roti: 0, point: 0 }, "2 vori 3 ana 0 roti 0 point", "২ ভরি ৩ আনা ০ রতি ০ পয়েন্ট"],
    [{ vori: 0, ana: 0, roti: 0, point: 0 }, "0 vori 0 ana 0 roti 0 point", "০ ভরি ০ আনা ০ রতি ০ পয়েন্ট"],
    [{ vori: 1, ana: 15, roti: 5, point: 9 }, "1 vori 15 ana 5 roti 9 point", "১ ভরি ১৫ আনা ৫ রতি ৯ পয়েন্ট"],
    // A weight taken off a list (a stone in a piece) is negative in every part.
    [
      { vori: -1, ana: -2, roti: 0, point: -4 },
      "-1 vori -2 ana 0 roti -4 point",
      "-১ ভরি -২ আনা ০ রতি -৪ পয়েন্ট",
    ],
    // Counts of units are not grouped: 1200 vori, not 1,200.
    [
      { vori: 1200, ana: 0, roti: 0, point: 0 },
      "1200 vori 0 ana 0 roti 0 point",
      "১২০০ ভরি ০ আনা ০ রতি ০ পয়েন্ট",
    ],
  ])("writes %j as %s and %s", (weight, english, bengali) => {
    expect(formatTraditionalWeight(weight)).toBe(english);
    expect(formatTraditionalWeight(weight, "bn")).toBe(bengali);
  });

  it("writes a converted weight the way the calculator shows it", () => {
    expect(formatTraditionalWeight(gramsToWeight(12.85), "bn")).toBe("১ ভরি ১ আনা ৩ রতি ৮ পয়েন্ট");
  });
});
