import { describe, expect, it } from "vitest";
import { draftOf, FIRST_DRAFT, ruleOf } from "./rate-alert-draft";

describe("the rate alert form's draft", () => {
  const price = (amount: string) => ({ ...FIRST_DRAFT, kind: "price" as const, amount });

  it("asks for every board, or a grade crossing a figure typed in either digits", () => {
    expect(ruleOf(FIRST_DRAFT)).toEqual({ rule: { kind: "every" } });
    expect(ruleOf({ ...price("১,৪০,০০০"), series: "silver:21K", direction: "above" })).toEqual({
      rule: { kind: "above", metal: "silver", grade: "21K", perVori: 140_000 },
    });
  });

  it.each([
    ["", "The price per vori is required"],
    ["a lot", "The price per vori must be a number"],
    ["1400.5", "The price per vori must be a whole number of taka"],
    ["0", "The price per vori must be at least 1 taka"],
  ])("says what is wrong with %j", (amount, error) => {
    expect(ruleOf(price(amount))).toEqual({ error });
  });

  it("fills the form in with an alert already on, in the page's digits", () => {
    expect(draftOf({ kind: "below", metal: "gold", grade: "18K", perVori: 120_000 }, "bn")).toEqual({
      kind: "price",
      series: "gold:18K",
      direction: "below",
      amount: "১,২০,০০০",
    });
    expect(draftOf({ kind: "every" }, "en")).toEqual(FIRST_DRAFT);
  });
});
