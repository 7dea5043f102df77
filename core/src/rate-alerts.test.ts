import { describe, expect, it } from "vitest";
import { type AlertBoard, alertSubject, rateAlertText } from "./rate-alerts";
import type { RateAlertRule } from "./schemas/rate-alert-rule";

const board = (gold22: number, effectiveAt = "2026-11-29T04:00:00.000Z"): AlertBoard => ({
  effectiveAt,
  perVori: {
    gold: { "22K": gold22, "21K": gold22 - 8000, "18K": gold22 - 20000, Traditional: gold22 - 40000 },
    silver: { "22K": 2500, "21K": 2400, "18K": 2000, Traditional: 1500 },
  },
});

const below = (perVori: number): RateAlertRule => ({ kind: "below", metal: "gold", grade: "22K", perVori });
const above = (perVori: number): RateAlertRule => ({ kind: "above", metal: "gold", grade: "22K", perVori });

describe("alertSubject", () => {
  it.each([
    // rule, before, after, alerted
    [below(150_000), 151_000, 149_000, true],
    [below(150_000), 150_000, 149_999, true],
    [below(150_000), 151_000, 150_000, false],
    [below(150_000), 149_000, 148_000, false], // already below: crossed on an earlier board
    [below(150_000), 149_000, 151_000, false],
    [above(150_000), 149_000, 151_000, true],
    [above(150_000), 150_000, 150_001, true],
    [above(150_000), 149_000, 150_000, false],
    [above(150_000), 151_000, 152_000, false],
  ] as const)("%o from %i to %i alerts: %s", (rule, before, after, alerted) => {
    const subject = alertSubject(rule, board(before), board(after));
    expect(subject !== null).toBe(alerted);
    if (subject && rule.kind !== "every")
      expect(subject.crossed).toEqual({ kind: rule.kind, perVori: rule.perVori });
  });

  it("alerts every board to a visitor who asked for every board, naming 22K gold", () => {
    expect(alertSubject({ kind: "every" }, board(150_000), board(150_000))).toEqual({
      metal: "gold",
      grade: "22K",
      crossed: null,
    });
    expect(alertSubject({ kind: "every" }, null, board(150_000))).not.toBeNull();
  });

  it("crosses nothing on the first board there ever was", () => {
    expect(alertSubject(below(200_000), null, board(150_000))).toBeNull();
  });

  it("watches the grade and metal the visitor chose", () => {
    const rule: RateAlertRule = { kind: "below", metal: "silver", grade: "22K", perVori: 2_550 };
    const next = board(150_000);
    const previous = {
      ...next,
      perVori: { ...next.perVori, silver: { ...next.perVori.silver, "22K": 2_600 } },
    };
    expect(alertSubject(rule, previous, next)).toMatchObject({ metal: "silver", grade: "22K" });
  });
});

/** The alert a rule gives, where it gives one. */
function textOf(rule: RateAlertRule, previous: AlertBoard | null, next: AlertBoard, language: "en" | "bn") {
  const subject = alertSubject(rule, previous, next);
  if (!subject) throw new Error("no alert");
  return rateAlertText(subject, previous, next, language);
}

describe("rateAlertText", () => {
  const before = board(151_167, "2026-11-28T04:00:00.000Z");
  const after = board(150_000, "2026-11-29T04:00:00.000Z");

  it("names the grade, the new price and the change, in English", () => {
    const text = textOf({ kind: "every" }, before, after, "en");
    expect(text).toEqual({
      title: "New rate: 22 Karat Gold ৳1,50,000 per vori",
      body: "Down ৳1,167 from the last board. Effective 29 Nov 2026, 10:00 AM (Dhaka time).",
      url: "/gold-rates",
      stopLabel: "Stop rate alerts",
    });
  });

  it("says which threshold was crossed, in Bengali with Bengali digits", () => {
    const text = textOf(below(150_500), before, after, "bn");
    expect(text.title).toBe("২২ ক্যারেট স্বর্ণ ভরিপ্রতি ৳১,৫০,৫০০-এর নিচে নেমেছে");
    expect(text.body).toBe(
      "এখন প্রতি ভরি ৳১,৫০,০০০, আগের দরের চেয়ে ৳১,১৬৭ কমেছে। ২৯ নভেম্বর ২০২৬, সকাল ১০:০০ থেকে কার্যকর (ঢাকার সময়)।",
    );
    expect(text.url).toBe("/bn/gold-rates");
  });

  it("tells a rise and no change", () => {
    const up = textOf(above(150_500), after, before, "en");
    expect(up.title).toBe("22 Karat Gold is above ৳1,50,500 a vori");
    expect(up.body).toMatch(/^Now ৳1,51,167 per vori, up ৳1,167 from the last board\. Effective/);
    const same = textOf({ kind: "every" }, after, after, "en");
    expect(same.body).toMatch(/^No change from the last board\./);
  });

  it("leaves out the change on the first board", () => {
    const text = textOf({ kind: "every" }, null, after, "en");
    expect(text.body).toBe("Effective 29 Nov 2026, 10:00 AM (Dhaka time).");
  });
});
