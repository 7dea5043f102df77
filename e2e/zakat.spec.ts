import type { Page } from "@playwright/test";
import { endpoints } from "#core/endpoints";
import { formatTaka } from "#core/format/taka";
import type { RateGrade, RateMetal } from "#core/rate-terms";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { settingsDefaults } from "#core/settings-defaults";
import { type BoardPerGram, nisabAt, reckonZakat, type ZakatAssets } from "#core/zakat";
import { deviceStore } from "./device-database";
import { expect, test } from "./fixtures";

/** The API paths the device holds a copy of. */
const storedPaths = async (page: Page) =>
  (await deviceStore(page, "queries")).map(
    (entry) => (entry.value as { query: { queryKey: [string, string] } }).query.queryKey[1],
  );

/** Today's board as the page reads it: taka per gram by metal and grade. */
function boardPerGram(board: GoldRatesResponse): BoardPerGram {
  const perGram = { gold: {}, silver: {} } as Record<RateMetal, Record<RateGrade, number>>;
  for (const entry of [...board.goldPrices, ...board.silverPrices])
    perGram[entry.metal][entry.grade] = entry.perGram;
  return perGram;
}

const vori = (v: number, ana = 0) => ({ unit: "vori" as const, vori: v, ana, roti: 0, point: 0 });

test("zakat at today's board, in English online and in Bengali offline", async ({
  page,
  context,
  request,
  expectNoA11yViolations,
}) => {
  const board = boardPerGram(
    (await (await request.get(endpoints.getGoldRates.path)).json()) as GoldRatesResponse,
  );
  const sellBackPercent = settingsDefaults.oldGold.sellBackPercent;
  // 20 vori of 22K silver and 1 vori 8 ana of 21K gold, with ৳25,000 at hand.
  const held: ZakatAssets = {
    holdings: [
      { metal: "gold", grade: "21K", weight: vori(1, 8) },
      { metal: "silver", grade: "22K", weight: vori(20) },
    ],
    cash: 25_000,
    savings: 0,
  };
  const bySilver = reckonZakat(held, { board, standard: "silver", valuation: "sellBack", sellBackPercent });
  const byGold = reckonZakat(held, { board, standard: "gold", valuation: "full", sellBackPercent });
  // The sample board puts this wealth above silver's nisab and below gold's.
  expect(bySilver.due).toBe(true);
  expect(byGold.due).toBe(false);

  await page.goto("/");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.goto("/gold-rates");
  await page.getByRole("link", { name: "Work out your zakat on gold, silver and savings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Zakat Calculator" })).toBeVisible();
  const result = page.getByRole("region", { name: "Your zakat" });
  await expect(result.getByText(formatTaka(nisabAt("silver", board.silver["22K"]).value))).toBeVisible();
  await expect(result.getByText("Enter what you hold to see whether zakat is due.")).toBeVisible();

  const gold = page.getByRole("region", { name: "Gold 1" });
  await gold.getByLabel("Purity").selectOption("21K");
  await gold.getByRole("textbox", { name: "Vori" }).fill("1");
  await gold.getByRole("textbox", { name: "Ana" }).fill("8");
  await page.getByRole("region", { name: "Silver 1" }).getByRole("textbox", { name: "Vori" }).fill("20");
  await page.getByRole("textbox", { name: "Cash at hand" }).fill("25,000");
  await expect(result.getByText(formatTaka(bySilver.wealth), { exact: true })).toBeVisible();
  await expect(result.getByRole("status")).toHaveText(
    `Zakat due${formatTaka(bySilver.zakat)}2.5% of ${formatTaka(bySilver.wealth)}: your wealth reaches the nisab.`,
  );

  await page.getByRole("radio", { name: "Today's full price on the board" }).check();
  await page.getByRole("radio", { name: /^Gold: 87.48 g/ }).check();
  await expect(result.getByText(formatTaka(byGold.nisab.value), { exact: true })).toBeVisible();
  await expect(result.getByRole("status")).toHaveText(
    `No zakat due${`Your wealth is ${formatTaka(byGold.nisab.value - byGold.wealth)} short of the nisab.`}`,
  );
  await expect(
    page.getByText(/This calculator is a guide\..*a scholar decides what you owe\./),
  ).toBeVisible();
  await expectNoA11yViolations(page);
  await expect
    .poll(() => storedPaths(page), { timeout: 10_000 })
    .toEqual(expect.arrayContaining([endpoints.getGoldRates.path, endpoints.getSettings.path]));

  await context.setOffline(true);
  await page.goto("/bn/zakat");
  await expect(page.getByRole("heading", { level: 1, name: "যাকাত ক্যালকুলেটর" })).toBeVisible();
  const bengaliGold = page.getByRole("region", { name: "সোনা ১" });
  await bengaliGold.getByLabel("মান").selectOption("21K");
  await bengaliGold.getByRole("textbox", { name: "ভরি" }).fill("১");
  await bengaliGold.getByRole("textbox", { name: "আনা" }).fill("৮");
  await page.getByRole("region", { name: "রুপা ১" }).getByRole("textbox", { name: "ভরি" }).fill("২০");
  await page.getByRole("textbox", { name: "হাতে নগদ টাকা" }).fill("২৫,০০০");
  const bengaliResult = page.getByRole("region", { name: "আপনার যাকাত" });
  await expect(bengaliResult.getByRole("status")).toHaveText(
    `যাকাত দিতে হবে${formatTaka(bySilver.zakat, "bn")}${formatTaka(bySilver.wealth, "bn")}-এর ২.৫%: আপনার সম্পদ নিসাব ছুঁয়েছে।`,
  );
  await expect(page.getByText(/আপনার কত দিতে হবে তা একজন আলেমই ঠিক করবেন/)).toBeVisible();
  expect(await page.locator("main").innerText()).not.toMatch(/[0-9]/);
  await expectNoA11yViolations(page);
  await context.setOffline(false);
});

test("opens with the nisab the owner chose in the admin", async ({ page, request, adminToken }) => {
  const save = (nisabStandard: "gold" | "silver") =>
    request.put("/api/website-settings/zakat", {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { zakat: { nisabStandard } },
    });
  expect((await save("gold")).status()).toBe(200);
  try {
    await page.goto("/zakat");
    await expect(
      page.getByRole("radio", { name: "Gold: 87.48 g (7½ vori) the shop's choice" }),
    ).toBeChecked();
  } finally {
    expect((await save("silver")).status()).toBe(200);
  }
});
