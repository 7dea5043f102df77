import { describe, expect, it } from "vitest";
import { parseOwnWeight } from "./own-weight";

describe("parseOwnWeight", () => {
  it.each([
    ["", { kind: "none" }],
    ["   ", { kind: "none" }],
    ["11.664", { kind: "grams", grams: 11.664 }],
    [" 5 ", { kind: "grams", grams: 5 }],
    [".5", { kind: "grams", grams: 0.5 }],
    ["0", { kind: "grams", grams: 0 }],
    ["10000", { kind: "grams", grams: 10000 }],
  ])("reads %j", (text, expected) => {
    expect(parseOwnWeight(text)).toEqual(expected);
  });

  it.each([
    ["abc", "Weight must be a number of grams, like 11.664"],
    ["1e3", "Weight must be a number of grams, like 11.664"],
    ["11,6", "Weight must be a number of grams, like 11.664"],
    ["-2", "Weight cannot be negative"],
    ["10000.5", "Weight must be at most 10,000 grams"],
  ])("explains what is wrong with %j", (text, message) => {
    expect(parseOwnWeight(text)).toEqual({ kind: "error", message });
  });
});
