import { describe, expect, it } from "vitest";
import {
  MAX_SCHEDULE_DAYS,
  type RateBoardPrices,
  rateBoardInputAt,
  rateBoardPricesSchema,
} from "./gold-rates";

const prices: RateBoardPrices = {
  gold: { "22K": 19_600, "21K": 18_718, "18K": 16_072, Traditional: 13_328 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
};
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

describe("the grade order", () => {
  const issuesOf = (change: (prices: RateBoardPrices) => void) => {
    const next = structuredClone(prices);
    change(next);
    const parsed = rateBoardPricesSchema.safeParse(next);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("takes a board whose purer grades cost more per gram, down to a taka apart", () => {
    expect(issuesOf(() => {})).toEqual([]);
    expect(
      issuesOf((p) => {
        p.silver = { "22K": 4, "21K": 3, "18K": 2, Traditional: 1 };
      }),
    ).toEqual([]);
  });

  it.each<[string, (prices: RateBoardPrices) => void, [string, string][]]>([
    [
      "a 21K priced like 22K",
      (p) => {
        p.gold["21K"] = 19_600;
      },
      [["gold.21K", "Gold 21K must cost less per gram than 22K"]],
    ],
    [
      "a 21K above 22K",
      (p) => {
        p.gold["21K"] = 19_700;
      },
      [["gold.21K", "Gold 21K must cost less per gram than 22K"]],
    ],
    [
      "a Traditional silver above 18K, and 18K gold above 21K",
      (p) => {
        p.silver.Traditional = 279;
        p.gold["18K"] = 18_719;
      },
      [
        ["gold.18K", "Gold 18K must cost less per gram than 21K"],
        ["silver.Traditional", "Silver Traditional must cost less per gram than 18K"],
      ],
    ],
  ])("refuses %s under the cheaper grade's path", (_, change, issues) => {
    expect(issuesOf(change)).toEqual(issues);
  });

  it("says only what is wrong with a figure that is no price yet, not that it is out of order", () => {
    expect(
      issuesOf((p) => {
        p.gold["22K"] = 0;
        p.silver["21K"] = 400;
      }),
    ).toEqual([
      ["gold.22K", "Gold 22K price per gram must be at least 1 taka"],
      ["silver.21K", "Silver 21K must cost less per gram than 22K"],
    ]);
  });

  it("answers under the publish body's path", () => {
    const gold = { ...prices.gold, "21K": 20_000 };
    const parsed = rateBoardInputAt(now).safeParse({ prices: { ...prices, gold } });
    expect(parsed.error?.issues.map((issue) => issue.path)).toEqual([["prices", "gold", "21K"]]);
  });
});
