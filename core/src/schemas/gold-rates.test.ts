import { describe, expect, it } from "vitest";
import { MAX_SCHEDULE_DAYS, type RateBoardPrices, rateBoardInputAt } from "./gold-rates";

const grades = (perGram: number) => ({
  "22K": perGram,
  "21K": perGram,
  "18K": perGram,
  Traditional: perGram,
});
const prices: RateBoardPrices = { gold: grades(19_600), silver: grades(250) };
const now = new Date("2026-11-23T04:00:00.000Z");
const limit = now.getTime() + MAX_SCHEDULE_DAYS * 24 * 60 * 60 * 1000;
const tooFar = "The effective time can be at most 14 days ahead";

const issuesFor = (effectiveAt: string | undefined) => {
  const parsed = rateBoardInputAt(now).safeParse({ prices, effectiveAt });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }));
};

describe("rateBoardInputAt", () => {
  it.each([
    ["now (no time chosen)", undefined],
    ["a time already past", "2026-11-01T00:00:00.000Z"],
    ["exactly the limit", new Date(limit).toISOString()],
    ["the limit written in Dhaka time", "2026-12-07T10:00:00+06:00"],
  ])("takes %s", (_, effectiveAt) => {
    expect(issuesFor(effectiveAt)).toEqual([]);
  });

  it.each([
    ["a millisecond past the limit", new Date(limit + 1).toISOString(), tooFar],
    ["a month ahead", "2026-12-23T04:00:00.000Z", tooFar],
    ["something that is not a time", "tomorrow", "The effective time must be a date and time"],
  ])("refuses %s under effectiveAt", (_, effectiveAt, message) => {
    expect(issuesFor(effectiveAt)).toEqual([{ path: ["effectiveAt"], message }]);
  });
});
