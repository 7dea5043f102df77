import type { Page } from "@playwright/test";
import { endpoints } from "#core/endpoints";
import { formatTaka } from "#core/format/taka";
import { quoteOldPiece } from "#core/gold-exchange";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { settingsDefaults } from "#core/settings-defaults";
import { deviceStore } from "./device-database";
import { expect, test } from "./fixtures";

/** The API paths the device holds a copy of. */
const storedPaths = async (page: Page) =>
  (await deviceStore(page, "queries")).map(
    (entry) => (entry.value as { query: { queryKey: [string, string] } }).query.queryKey[1],
  );

test("old gold's value, exchange and sell-back at today's board, in English online and in Bengali offline", async ({
  page,
  context,
  request,
  expectNoA11yViolations,
}) => {
  const board = (await (await request.get(endpoints.getGoldRates.path)).json()) as GoldRatesResponse;
  const perGram = board.goldPrices.find((entry) => entry.grade === "21K")?.perGram;
  if (!perGram) throw new Error("the sample board has no 21K gold");
  // 1 vori 8 ana of 21K, less a 2 ana stone: 1 vori 6 ana of gold.
  const quote = quoteOldPiece(
    {
      weight: { unit: "vori", vori: 1, ana: 8, roti: 0, point: 0 },
      stone: { unit: "vori", vori: 0, ana: 2, roti: 0, point: 0 },
      grade: "21K",
    },
    perGram,
    settingsDefaults.oldGold,
  );

  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.goto("/gold-calculator");
  await page.getByRole("link", { name: "What is my old gold worth? Exchange and sell-back values" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Old Gold Exchange & Sell-Back" })).toBeVisible();
  await expect(page.getByText(/^Exchange deduction 8% · sell-back deduction 10%/)).toBeVisible();
  const piece = page.getByRole("region", { name: "Piece 1" });
  await piece.getByLabel("Purity").selectOption("21K");
  const weight = piece.getByRole("group", { name: "Weight of the piece" });
  await weight.getByLabel("Vori").fill("1");
  await weight.getByLabel("Ana").fill("8");
  await piece.getByText("Stone weight to deduct (optional)", { exact: true }).first().click();
  const stone = piece.getByRole("group", { name: "Stone weight to deduct (optional)" });
  await stone.getByLabel("Vori").fill("2");
  await expect(stone.getByText("The stone must weigh less than the whole piece")).toBeVisible();
  await stone.getByLabel("Vori").fill("");
  await stone.getByLabel("Ana").fill("2");
  await expect(piece.getByText(formatTaka(quote.value), { exact: true })).toBeVisible();
  await expect(piece.getByText(formatTaka(quote.exchangeValue), { exact: true })).toBeVisible();
  await expect(piece.getByText(formatTaka(quote.sellBackValue), { exact: true })).toBeVisible();
  await expect(page.getByText(/final figure is set at the counter/)).toBeVisible();
  await expectNoA11yViolations(page);
  await expect
    .poll(() => storedPaths(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining([endpoints.getGoldRates.path, endpoints.getSettings.path]));

  await context.setOffline(true);
  await page.goto("/bn/gold-exchange");
  const bengali = page.getByRole("region", { name: "গয়না ১" });
  await bengali.getByLabel("মান").selectOption("21K");
  const bengaliWeight = bengali.getByRole("group", { name: "গয়নার ওজন" });
  await bengaliWeight.getByLabel("ভরি").fill("১");
  await bengaliWeight.getByLabel("আনা").fill("৬");
  await expect(bengali.getByText(formatTaka(quote.exchangeValue, "bn"), { exact: true })).toBeVisible();
  await expect(bengali.getByText(formatTaka(quote.sellBackValue, "bn"), { exact: true })).toBeVisible();
  await expect(page.getByText(/^বদলে বাদ ৮% · বিক্রিতে বাদ ১০%/)).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/[0-9]/);
  await context.setOffline(false);
});
