import type { Page } from "@playwright/test";
import { endpoints } from "#core/endpoints";
import { FIRST_HISTORY, historyPath } from "#core/rate-history-path";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { CATALOGUE_CURSOR } from "../pwa/src/data/device/device-names";
import { deviceStore } from "./device-database";
import { expect, taka, test } from "./fixtures";

/** The API paths the device holds a copy of. */
const storedPaths = async (page: Page) =>
  (await deviceStore(page, "queries")).map(
    (entry) => (entry.value as { query: { queryKey: [string, string] } }).query.queryKey[1],
  );

test("after one online visit the catalogue, rates and calculators keep working offline", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.goto("/jewelry");
  await expect(page.getByText(/^Showing [\d–]+ of \d+ items$/)).toBeVisible();
  const count = await page.getByText(/^Showing [\d–]+ of \d+ items$/).innerText();
  // The catalogue is on the device once its cursor is kept, after its last part; it is stored in idle
  // moments, which a busy machine makes few; a visitor who leaves sooner gets it on a later catalogue visit.
  await expect
    .poll(async () => (await deviceStore(page, "device")).map((entry) => entry.key), { timeout: 20_000 })
    .toContain(CATALOGUE_CURSOR);
  await page.goto("/gold-rates");
  await expect(page.getByRole("table").first()).toBeVisible();
  // The visit is over once its rates are on the device too, written when the browser is idle.
  await expect.poll(() => storedPaths(page), { timeout: 10_000 }).toContain("/api/gold-rates");

  await context.setOffline(true);
  await page.goto("/jewelry");
  await expect(page.getByText(/You are offline — showing what was saved at/)).toBeVisible();
  await expect(page.getByText(count)).toBeVisible();
  await page
    .getByRole("link", { name: /Rajkonna/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: /Rajkonna/ })).toBeVisible();
  await expect(page.getByText("Premium")).toBeVisible();

  await page.goto("/gold-rates");
  await expect(page.getByRole("table", { name: /Gold Prices/ })).toBeVisible();
  // The board seen last, labelled with its own effective time and with when it was saved.
  await expect(page.getByText(/^Last updated: .+ \(Dhaka time\)$/)).toBeVisible();
  await expect(
    page.getByText(/^These rates were saved on this device at .+ Today's rate may have changed\.$/),
  ).toBeVisible();

  await page.goto("/gold-calculator");
  await page.getByLabel("Vori").first().fill("1");
  await page.getByRole("button", { name: "CONVERT TO GRAMS" }).click();
  await expect(page.getByText(/11\.6640/).first()).toBeVisible();

  await page.goto("/a/page/that/does/not/exist");
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();

  await context.setOffline(false);
  await page.goto("/jewelry");
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
});

test("after a visit to the home page and the catalogue only, today's board opens offline in both languages and prices the estimator", async ({
  page,
  context,
  request,
}) => {
  const board = (await (await request.get(endpoints.getGoldRates.path)).json()) as GoldRatesResponse;
  const gold22 = board.goldPrices.find((entry) => entry.grade === "22K");
  if (!gold22) throw new Error("the sample board has no 22K gold");
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.goto("/jewelry");
  await expect(page.getByText(/^Showing [\d–]+ of \d+ items$/)).toBeVisible();
  // The device's sync is over once the catalogue's cursor is kept (after its last part) and today's
  // board and the history the rates page opens on are kept with it.
  await expect
    // The catalogue is stored in idle moments, which a busy machine makes few.
    .poll(async () => (await deviceStore(page, "device")).map((entry) => entry.key), { timeout: 20_000 })
    .toContain(CATALOGUE_CURSOR);
  await expect
    .poll(() => storedPaths(page), { timeout: 10_000 })
    .toEqual(
      expect.arrayContaining([
        endpoints.getGoldRates.path,
        historyPath(FIRST_HISTORY.metal, FIRST_HISTORY.grade, FIRST_HISTORY.days),
      ]),
    );

  await context.setOffline(true);
  await page.goto("/gold-rates");
  const gold = page.getByRole("table", { name: "Gold Prices" });
  await expect(gold.getByRole("row", { name: /^22 Karat Gold/ })).toContainText(
    `${taka(gold22.perVori)} per vori`,
  );
  await expect(page.getByText(/^Last updated: .+ \(Dhaka time\)$/)).toBeVisible();
  await expect(page.getByText(/^These rates were saved on this device at /)).toBeVisible();
  await expect(page.getByRole("img", { name: /^22 Karat Gold per vori over 90 days/ })).toBeVisible();
  // Every page's footer gives the 22K price from the device's copy.
  await expect(
    page
      .getByRole("contentinfo")
      .getByRole("link", { name: `22 Karat Gold today: ${taka(gold22.perVori)} per vori` }),
  ).toBeVisible();

  await page.goto("/bn/gold-rates");
  await expect(page.getByRole("table", { name: "স্বর্ণের দাম" }).getByRole("rowheader").first()).toHaveText(
    "২২ ক্যারেট স্বর্ণ",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "bn");
  await expect(page.getByText(/^সর্বশেষ হালনাগাদ: .+ \(ঢাকার সময়\)$/)).toBeVisible();

  await page.goto("/gold-calculator");
  const toGrams = page.getByRole("region", { name: "Convert to Grams" });
  await toGrams.getByLabel("Vori", { exact: true }).fill("1");
  await toGrams.getByRole("button", { name: "CONVERT TO GRAMS" }).click();
  const estimator = page.getByRole("region", { name: "Price Estimator" });
  await expect(estimator).toContainText(`Metal value${taka(Math.round(11.664 * gold22.perGram))}`);
  await expect(estimator.getByText(/^Rates as of .* \(Dhaka time\)$/)).toBeVisible();
  await context.setOffline(false);
});

test("online, pages come fresh from the server; offline, a page seen before opens as it was, marked as the saved copy", async ({
  page,
  context,
  request,
}) => {
  const settings = (await (await request.get("/api/website-settings")).json()) as {
    aboutUs: { title: string };
  };
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  // Through the service worker now: online, the server's own page, rendered with today's data.
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.aboutUs.title);
  expect(await page.locator("#page-reads").getAttribute("data-saved")).toBeNull();

  // The server down behind its proxy: the saved copy, not the proxy's error page.
  await context.route("**/about", (route) => route.fulfill({ status: 502, body: "Bad Gateway" }));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.aboutUs.title);
  // Marked with when the server sent it: its reads are that old.
  expect(
    Date.parse((await page.locator("#page-reads").getAttribute("data-saved")) ?? ""),
  ).toBeLessThanOrEqual(Date.now());
  await context.unroute("**/about");

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(settings.aboutUs.title);
  expect(await page.locator("#page-reads").getAttribute("data-saved")).not.toBeNull();
  await expect(page.getByText(/You are offline/)).toBeVisible();
});

test("on a first visit the service worker keeps the page's reads on the device, and the page loads no database code", async ({
  page,
}) => {
  const databaseCode: string[] = [];
  page.on("response", (response) => {
    if (/\/assets\/(db|dexie)-[\w-]+\.js$/.test(response.url())) databaseCode.push(response.url());
  });
  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await expect.poll(() => storedPaths(page), { timeout: 10_000 }).toContain("/api/website-settings");
  await expect.poll(() => storedPaths(page), { timeout: 10_000 }).toContain("/api/gold-rates");
  expect(databaseCode).toEqual([]);
});

test("a first visit registers the service worker only once the page has started, so its offline copy never competes with the page's own code", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      (window as { registeredAfterStart?: boolean }).registeredAfterStart =
        document.documentElement.dataset.started !== undefined;
      return register.apply(this, args);
    };
  });
  await page.goto("/gold-calculator");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as { registeredAfterStart?: boolean }).registeredAfterStart)).toBe(
    true,
  );
});
