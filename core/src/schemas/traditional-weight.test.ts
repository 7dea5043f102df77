import { describe, expect, it } from "vitest";
import type { TraditionalWeight } from "../units";
import { traditionalWeightSchema } from "./traditional-weight";

const w = (vori: number, ana: number, roti: number, point: number): TraditionalWeight => ({
  vori,
  ana,
  roti,
  point,
});

describe("traditionalWeightSchema", () => {
  it.each([
    [{}, w(0, 0, 0, 0)],
    [{ vori: "", ana: "", roti: "", point: "" }, w(0, 0, 0, 0)],
    [{ vori: "3", ana: "15", roti: 5, point: "9" }, w(3, 15, 5, 9)],
    [{ vori: 1.5, ana: undefined }, w(1.5, 0, 0, 0)],
  ])("accepts %j", (input, expected) => {
    expect(traditionalWeightSchema().parse(input)).toEqual(expected);
  });

  it.each([
    [{ ana: 16 }, "Ana must be between 0 and 15"],
    [{ ana: -1 }, "Ana must be between 0 and 15"],
    [{ roti: 6 }, "Roti must be between 0 and 5"],
    [{ roti: "6" }, "Roti must be between 0 and 5"],
    [{ point: 10 }, "Point must be between 0 and 9"],
    [{ vori: -1 }, "Vori must be 0 or more"],
    [{ vori: "abc" }, "Vori must be a number"],
    [{ vori: "Infinity" }, "Vori must be a number"],
    [{ point: Number.NaN }, "Point must be a number"],
  ])("rejects %j with %s", (input, message) => {
    const result = traditionalWeightSchema().safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
