import { describe, expect, it } from "vitest";
import { onBengaliPage } from "../../shared/testing/bengali-page";
import { EMPTY_FIELDS, normalizedWhenDifferent, parseGrams, parseWeight, weightGrams } from "./weight-form";

const fields = (values: Partial<typeof EMPTY_FIELDS>) => ({ ...EMPTY_FIELDS, ...values });

describe("parseWeight with the first calculator's ranges", () => {
  it.each([
    [{}, { vori: 0, ana: 0, roti: 0, point: 0 }],
    [
      { vori: "1", ana: "15", roti: "5", point: "9" },
      { vori: 1, ana: 15, roti: 5, point: 9 },
    ],
    [
      { vori: " 2 ", ana: "" },
      { vori: 2, ana: 0, roti: 0, point: 0 },
    ],
  ])("accepts %j", (input, weight) => {
    expect(parseWeight(fields(input), "ranged")).toEqual({ ok: true, weight });
  });

  it.each([
    [{ ana: "16" }, "ana", "Ana must be between 0 and 15"],
    [{ ana: "-1" }, "ana", "Ana must be between 0 and 15"],
    [{ roti: "6" }, "roti", "Roti must be between 0 and 5"],
    [{ point: "10" }, "point", "Point must be between 0 and 9"],
    [{ vori: "-1" }, "vori", "Vori must be 0 or more"],
    [{ ana: "abc" }, "ana", "Ana must be a number"],
    [{ vori: "১২.৫.৩" }, "vori", "Vori must be a number"],
  ])("rejects %j with the spec's message", (input, unit, message) => {
    expect(parseWeight(fields(input), "ranged")).toEqual({ ok: false, errors: { [unit]: message } });
  });

  it("reports every field in error at once", () => {
    const result = parseWeight(fields({ ana: "20", point: "12" }), "ranged");
    expect(result).toEqual({
      ok: false,
      errors: { ana: "Ana must be between 0 and 15", point: "Point must be between 0 and 9" },
    });
  });

  it("treats text that is no number as not a number", () => {
    expect(parseWeight(fields({ roti: "2x" }), "ranged")).toEqual({
      ok: false,
      errors: { roti: "Roti must be a number" },
    });
  });

  it("reads Bengali digits as the same numbers as Latin ones", () => {
    const latin = parseWeight(fields({ vori: "2", ana: "15", roti: "3", point: "9" }), "ranged");
    expect(parseWeight(fields({ vori: "২", ana: "১৫", roti: "৩", point: "৯" }), "ranged")).toEqual(latin);
    expect(latin).toEqual({ ok: true, weight: { vori: 2, ana: 15, roti: 3, point: 9 } });
    expect(parseWeight(fields({ ana: "১৬" }), "ranged")).toEqual({
      ok: false,
      errors: { ana: "Ana must be between 0 and 15" },
    });
  });
});

describe("parseWeight without ranges (enhanced calculator)", () => {
  it("accepts values beyond the first calculator's ranges", () => {
    expect(parseWeight(fields({ ana: "20", roti: "8", point: "15" }), "free")).toEqual({
      ok: true,
      weight: { vori: 0, ana: 20, roti: 8, point: 15 },
    });
  });

  it("accepts negative weights: only a name is required, with no range checks", () => {
    expect(parseWeight(fields({ vori: "-2", ana: "-0.5" }), "free")).toEqual({
      ok: true,
      weight: { vori: -2, ana: -0.5, roti: 0, point: 0 },
    });
  });

  it("still asks for numbers", () => {
    expect(parseWeight(fields({ vori: "-2", point: "১২.৩.৪" }), "free")).toEqual({
      ok: false,
      errors: { point: "Point must be a number" },
    });
  });
});

describe("parseGrams", () => {
  it.each([
    ["17.496", 17.496],
    ["১৭.৪৯৬", 17.496],
    ["", 0],
  ])("reads %j", (value, grams) => {
    expect(parseGrams(value)).toEqual({ ok: true, grams });
  });

  it("rejects negative and unreadable values", () => {
    expect(parseGrams("-1")).toEqual({ ok: false, error: "Grams must be 0 or more" });
    expect(parseGrams("17g")).toEqual({ ok: false, error: "Grams must be a number" });
  });
});

describe("weightGrams", () => {
  it("rounds once from whole points", () => {
    // 3 points are 0.03645 g: 0.036 to 3 decimals, where rounding 0.0365 again would give 0.037.
    expect(weightGrams({ vori: 0, ana: 0, roti: 0, point: 3 }, 3)).toBe(0.036);
    expect(weightGrams({ vori: 1, ana: 0, roti: 0, point: 0 }, 3)).toBe(11.664);
  });
});

describe("parseWeight's messages on a Bengali page", () => {
  onBengaliPage();

  it.each([
    [{ ana: "১৬" }, "ana", "আনা ঘরে ০ থেকে ১৫-এর মধ্যে লিখুন"],
    [{ point: "10" }, "point", "পয়েন্ট ঘরে ০ থেকে ৯-এর মধ্যে লিখুন"],
    [{ vori: "-১" }, "vori", "ভরি ঘরে ০ বা তার বেশি লিখুন"],
    [{ roti: "x" }, "roti", "রতি ঘরে একটি সংখ্যা লিখুন"],
  ])("rejects %j in Bengali, by the check that failed", (input, unit, message) => {
    expect(parseWeight(fields(input), "ranged")).toEqual({ ok: false, errors: { [unit]: message } });
  });

  it("gives the same weight for Bengali digits as for Latin ones", () => {
    expect(parseWeight(fields({ vori: "২", ana: "১৫", roti: "৫", point: "৯" }), "ranged")).toEqual(
      parseWeight(fields({ vori: "2", ana: "15", roti: "5", point: "9" }), "ranged"),
    );
  });
});

describe("normalizedWhenDifferent", () => {
  const w = (vori: number, ana: number, roti: number, point: number) => ({ vori, ana, roti, point });

  it.each([
    [w(0, 17, 7, 0), w(1, 2, 1, 0)],
    [w(0, 0, 0, 10), w(0, 0, 1, 0)],
    [w(1.5, 0, 0, 0), w(1, 8, 0, 0)],
    [w(1, -1, 0, 0), w(0, 15, 0, 0)],
  ])("gives %o as %o", (entered, normal) => {
    expect(normalizedWhenDifferent(entered)).toEqual(normal);
  });

  it.each([[w(0, 0, 0, 0)], [w(1, 15, 5, 9)], [w(0, -4, 0, 0)]])("has nothing to add to %o", (entered) => {
    expect(normalizedWhenDifferent(entered)).toBeNull();
  });
});
