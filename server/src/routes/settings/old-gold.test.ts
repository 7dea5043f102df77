import { beforeEach, describe, expect, it } from "vitest";
import type { ActivityEntry } from "#core/schemas/activity";
import type { WebsiteSettings } from "#core/schemas/settings";
import { createTestApp, type TestApp } from "../../testing/test-app";

const HOUR = 60 * 60 * 1000;

// The test clock starts at 22 Nov 2026, 10:00 in Dhaka.
describe("the old-gold deductions in the website settings", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp();
    token = await t.login();
  });

  const oldGold = async () =>
    ((await (await t.request("/api/website-settings")).json()) as WebsiteSettings).oldGold;
  const save = (body: unknown, auth = token) =>
    t.request("/api/website-settings/oldGold", { method: "PUT", token: auth, json: { oldGold: body } });

  it("are answered publicly with the trade's 8 % and 10 %, undated, on a fresh install", async () => {
    expect(await oldGold()).toEqual({ exchangePercent: 8, sellBackPercent: 10, effectiveFrom: "" });
  });

  it("are saved by the owner with their day, served to everyone, and logged", async () => {
    const deductions = { exchangePercent: 9, sellBackPercent: 13, effectiveFrom: "2026-11-20" };
    const response = await save(deductions);
    expect(response.status).toBe(200);
    expect(((await response.json()) as WebsiteSettings).oldGold).toEqual(deductions);
    expect(await oldGold()).toEqual(deductions);

    const [entry] = (await (await t.request("/api/admin/activity", { token })).json()) as ActivityEntry[];
    expect(entry).toMatchObject({
      action: "settings.updated",
      entityId: "oldGold",
      entityName: "Old Gold Deductions",
    });
  });

  it("take today by Dhaka's calendar, which turns at 6 PM UTC", async () => {
    expect(
      (await save({ exchangePercent: 10, sellBackPercent: 15, effectiveFrom: "2026-11-23" })).status,
    ).toBe(400);
    t.advance(14 * HOUR);
    expect(
      (await save({ exchangePercent: 10, sellBackPercent: 15, effectiveFrom: "2026-11-23" })).status,
    ).toBe(200);
  });

  it.each([
    [{ exchangePercent: 8.5 }, "Exchange deduction must be a whole number of percent"],
    [{ exchangePercent: -2 }, "Exchange deduction must be between 0 and 50 percent"],
    [{ sellBackPercent: 60 }, "Sell-back deduction must be between 0 and 50 percent"],
    [{ sellBackPercent: "10%" }, "Sell-back deduction must be a number"],
    // A client that sends only the figures keeps the default's blank day, which a save must fill.
    [{ effectiveFrom: undefined }, "Effective date must be a date such as 2025-10-15"],
    [{ effectiveFrom: "next week" }, "Effective date must be a date such as 2025-10-15"],
    [{ effectiveFrom: "2026-11-25" }, "The effective date cannot be later than today"],
  ])("refuse %o with a specific message and keep what was there", async (change, message) => {
    const response = await save({ effectiveFrom: "2026-11-01", ...change });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe(message);
    expect(await oldGold()).toEqual({ exchangePercent: 8, sellBackPercent: 10, effectiveFrom: "" });
  });

  it.each([
    ["no token", ""],
    ["a forged token", "not-a-token"],
  ])("are never changed with %s", async (_name, auth) => {
    const response = await save(
      { exchangePercent: 0, sellBackPercent: 0, effectiveFrom: "2026-11-01" },
      auth,
    );
    expect(response.status).toBe(401);
    expect(await oldGold()).toEqual({ exchangePercent: 8, sellBackPercent: 10, effectiveFrom: "" });
  });
});
