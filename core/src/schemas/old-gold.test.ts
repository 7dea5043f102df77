import { describe, expect, it } from "vitest";
import { failedCheck } from "../failed-check";
import { settingsDefaults } from "../settings-defaults";
import { oldGoldSaveAt, oldGoldSchema } from "./settings";

const today = "2026-11-23";
const saved = { exchangePercent: 8, sellBackPercent: 10, effectiveFrom: "2026-11-01" };

const firstIssue = (value: unknown) => {
  const parsed = oldGoldSaveAt(today).safeParse(value);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  return issue && { path: issue.path.join("."), message: issue.message, check: failedCheck(issue).check };
};

describe("the old-gold deductions", () => {
  it("default to the trade's 8 % on exchange and 10 % on sell-back, not yet dated by the shop", () => {
    expect(settingsDefaults.oldGold).toEqual({ exchangePercent: 8, sellBackPercent: 10, effectiveFrom: "" });
    expect(oldGoldSchema.safeParse(settingsDefaults.oldGold).success).toBe(true);
  });

  it("are saved with whole percents and a day no later than today", () => {
    expect(oldGoldSaveAt(today).parse(saved)).toEqual(saved);
    expect(oldGoldSaveAt(today).parse({ ...saved, effectiveFrom: today, sellBackPercent: 0 })).toBeTruthy();
    expect(oldGoldSaveAt(today).parse({ ...saved, exchangePercent: 50 })).toBeTruthy();
  });

  it.each([
    [
      { exchangePercent: 8.5 },
      "exchangePercent",
      "Exchange deduction must be a whole number of percent",
      "notWhole",
    ],
    [
      { exchangePercent: -1 },
      "exchangePercent",
      "Exchange deduction must be between 0 and 50 percent",
      "tooSmall",
    ],
    [
      { sellBackPercent: 51 },
      "sellBackPercent",
      "Sell-back deduction must be between 0 and 50 percent",
      "tooLarge",
    ],
    [{ sellBackPercent: "10" }, "sellBackPercent", "Sell-back deduction must be a number", "notNumber"],
    [{ sellBackPercent: Number.NaN }, "sellBackPercent", "Sell-back deduction must be a number", "notNumber"],
    [{ effectiveFrom: "" }, "effectiveFrom", "Effective date must be a date such as 2025-10-15", "date"],
    [
      { effectiveFrom: "15/10/2025" },
      "effectiveFrom",
      "Effective date must be a date such as 2025-10-15",
      "date",
    ],
    [
      { effectiveFrom: "2026-02-30" },
      "effectiveFrom",
      "Effective date must be a date such as 2025-10-15",
      "date",
    ],
    [{ effectiveFrom: undefined }, "effectiveFrom", "Effective date is required", "required"],
    [
      { effectiveFrom: "2026-11-24" },
      "effectiveFrom",
      "The effective date cannot be later than today",
      "notAfterToday",
    ],
  ])("refuses %o under %s: %s", (change, path, message, check) => {
    expect(firstIssue({ ...saved, ...change })).toEqual({ path, message, check });
  });
});
