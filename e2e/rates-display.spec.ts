import type { APIRequestContext, Page } from "@playwright/test";
import { endpoints } from "#core/endpoints";
import type { GoldRatesResponse, RateBoard, RateBoardPrices } from "#core/schemas/gold-rates";
import { settingsDefaults } from "#core/settings-defaults";
import { deviceStore } from "./device-database";
import { expect, taka, test } from "./fixtures";

/*
 * The showroom display. It runs in the "rates" project, alone: one test publishes a board, and one
 * switches the display's languages on for the shop.
 */

const board = async (request: APIRequestContext) =>
  (await (await request.get(endpoints.getGoldRates.path)).json()) as GoldRatesResponse;

const gold22 = (rates: GoldRatesResponse) => {
  const entry = rates.goldPrices.find((e) => e.grade === "22K");
  if (!entry) throw new Error("the board has no 22K gold");
  return entry;
};

const goldPanel = (page: Page, name = "Gold Prices") => page.getByRole("region", { name });

/** Puts the display's settings back as they were, whatever a test changed. */
const restoreSettings = (request: APIRequestContext, token: string) =>
  request.put("/api/website-settings/rateDisplay", {
    headers: { authorization: `Bearer ${token}` },
    data: { rateDisplay: settingsDefaults.rateDisplay },
  });

test("the display shows today's board full-screen, without the site's frame, in either language", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const entry = gold22(await board(request));
  await page.goto("/gold-rates/display");
  await expect(page.getByRole("heading", { level: 1, name: "Today's rate" })).toBeVisible();
  await expect(goldPanel(page).getByRole("definition").first()).toContainText(taka(entry.perVori));
  await expect(page.getByRole("region", { name: "Silver Prices" }).getByRole("term")).toHaveCount(4);
  await expect(page.getByText(/^In effect since .+ \(Dhaka time\)$/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Full screen" })).toBeVisible();
  await expect(page.getByRole("navigation")).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expectNoA11yViolations(page);

  // The pointer left alone, the cursor and the button leave the screen; a move brings them back.
  const screen = page.locator("[data-idle]");
  await expect(screen).toHaveCSS("cursor", "none", { timeout: 5_000 });
  await page.mouse.move(20, 20);
  await expect(page.locator("[data-idle]")).toHaveCount(0);

  await page.goto("/bn/gold-rates/display");
  await expect(page.getByRole("heading", { level: 1, name: "আজকের দর" })).toBeVisible();
  await expect(goldPanel(page, "স্বর্ণের দাম").getByText("২২ ক্যারেট স্বর্ণ")).toBeVisible();
  await expectNoA11yViolations(page);

  // Not a page to find by searching: the rate page is.
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/display");
});

test("the owner turns language switching on in the admin, and the display alternates English and Bengali", async ({
  page,
  context,
  signInAsAdmin,
  request,
}) => {
  const token = await signInAsAdmin();
  try {
    await page.goto("/admin/rates");
    const card = page.getByRole("form", { name: "Showroom display" });
    await card.getByRole("switch", { name: "Switch between English and Bengali" }).check();
    await card.getByLabel("Seconds per language (5 to 60)").fill("4");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByText("Seconds per language must be between 5 and 60")).toBeVisible();
    await card.getByLabel("Seconds per language (5 to 60)").fill("5");
    await card.getByRole("button", { name: "Save" }).click();
    await expect(card.getByText("Showroom display settings saved successfully!")).toBeVisible();

    const opened = context.waitForEvent("page");
    await card.getByRole("link", { name: /Open the display in English/ }).click();
    const display = await opened;
    await expect(display.getByRole("heading", { level: 1, name: "Today's rate" })).toBeVisible();
    await expect(display.getByRole("heading", { level: 1, name: "আজকের দর" })).toBeVisible({
      timeout: 8_000,
    });
    await expect(display.locator("main")).toHaveAttribute("lang", "bn");
    await expect(goldPanel(display, "স্বর্ণের দাম").getByRole("definition").first()).toContainText("৳");
    await expect(display.getByRole("heading", { level: 1, name: "Today's rate" })).toBeVisible({
      timeout: 8_000,
    });
  } finally {
    await restoreSettings(request, token);
  }
});

test("offline, the display keeps showing the last board with its time, and says since when it is offline", async ({
  page,
  context,
  request,
}) => {
  const entry = gold22(await board(request));
  await page.goto("/gold-rates/display");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.reload();
  await expect(goldPanel(page).getByRole("definition").first()).toContainText(taka(entry.perVori));
  await expect
    .poll(async () => (await deviceStore(page, "queries")).length, { timeout: 10_000 })
    .toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(goldPanel(page).getByRole("definition").first()).toContainText(taka(entry.perVori));
  await expect(page.getByText(/^In effect since .+ \(Dhaka time\)$/)).toBeVisible();
  await expect(page.getByText(/^Offline since .+: showing the last rates received$/)).toBeVisible();

  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(page.getByText(/^Offline since/)).toHaveCount(0, { timeout: 10_000 });
});

test("a board scheduled for later appears on the open display when it takes effect, without a reload", async ({
  page,
  adminToken,
  request,
}) => {
  test.setTimeout(90_000);
  const since = new Date().toISOString();
  const headers = { authorization: `Bearer ${adminToken}` };
  const before = gold22(await board(request));
  const current = (await (await request.get("/api/gold-rates/boards", { headers })).json()) as RateBoard[];
  const standing = current.find((entry) => entry.status === "in-force");
  if (!standing) throw new Error("no board in force");
  const raise = (prices: RateBoardPrices[keyof RateBoardPrices]) =>
    Object.fromEntries(Object.entries(prices).map(([grade, price]) => [grade, price + 100]));
  const prices = { gold: raise(standing.prices.gold), silver: raise(standing.prices.silver) };
  const effectiveAt = new Date(Date.now() + 20_000).toISOString();
  try {
    // Entered the night before, as the trade's new rate usually is; the display is open already, or
    // learns of it at its next minute's question.
    const published = await request.post("/api/gold-rates", { headers, data: { prices, effectiveAt } });
    expect(published.status()).toBe(201);
    await page.goto("/gold-rates/display");
    const after = taka(Math.round(((before.perGram + 100) * 11664) / 1000));
    // Not before its time...
    await expect(goldPanel(page).getByRole("definition").first()).toContainText(taka(before.perVori));
    await page.waitForTimeout(8_000);
    await expect(goldPanel(page).getByRole("definition").first()).toContainText(taka(before.perVori));
    // ...and at its time, by itself, long before the next minute's question.
    await expect(goldPanel(page).getByRole("definition").first()).toContainText(after, { timeout: 20_000 });
  } finally {
    for (;;) {
      const boards = (await (await request.get("/api/gold-rates/boards", { headers })).json()) as RateBoard[];
      const newest = boards.find((entry) => !entry.withdrawnAt);
      if (!newest || newest.createdAt < since) break;
      await request.delete(`/api/gold-rates/boards/${newest.id}`, { headers });
    }
  }
});
