import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import type { WebsiteSettings } from "#core/schemas/settings";
import { expect, taka, test } from "./fixtures";

test("the estimator prices a converted vori at today's rate, online and offline", async ({
  page,
  context,
  request,
  expectNoA11yViolations,
}) => {
  const board = (await (await request.get("/api/gold-rates")).json()) as GoldRatesResponse;
  const settings = (await (await request.get("/api/website-settings")).json()) as WebsiteSettings;
  const perGram = board.goldPrices.find((entry) => entry.grade === "22K")?.perGram ?? 0;
  const { makingChargePercent, vatPercent } = settings.rates;
  // The same formula as the estimator: each figure rounded to the taka, VAT on metal and making.
  const metalValue = Math.round(11.664 * perGram);
  const making = Math.round((metalValue * makingChargePercent) / 100);
  const vat = Math.round(((metalValue + making) * vatPercent) / 100);
  const total = metalValue + making + vat;

  await page.goto("/gold-calculator");
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });

  const convertOneVori = async () => {
    const toGrams = page.getByRole("region", { name: "Convert to Grams" });
    await toGrams.getByLabel("Vori", { exact: true }).fill("1");
    await toGrams.getByRole("button", { name: "CONVERT TO GRAMS" }).click();
  };
  const estimator = page.getByRole("region", { name: "Price Estimator" });
  const expectEstimate = async () => {
    await expect(estimator.getByText("11.6640 g (1 vori 0 ana 0 roti 0 point)")).toBeVisible();
    await expect(estimator).toContainText(`Metal value${taka(metalValue)}`);
    await expect(estimator).toContainText(`Making charge (${makingChargePercent}%)${taka(making)}`);
    await expect(estimator).toContainText(`VAT (${vatPercent}%)${taka(vat)}`);
    await expect(estimator).toContainText(`Estimated total${taka(total)}`);
    await expect(estimator.getByText(/^Rates as of .* \(Dhaka time\)$/)).toBeVisible();
  };

  await convertOneVori();
  await expectEstimate();
  if (perGram === 19600) expect(metalValue).toBe(228614);
  await expect(estimator.getByLabel("Metal")).toHaveValue("gold");
  await expect(estimator.getByText(/This is an estimate\. The shop confirms the exact price/)).toBeVisible();

  await estimator.getByLabel("Use my own weight (grams)").fill("2");
  await expect(estimator).toContainText(`Metal value${taka(Math.round(2 * perGram))}`);
  await estimator.getByLabel("Use my own weight (grams)").fill("");
  await expectNoA11yViolations(page);

  await context.setOffline(true);
  await page.reload();
  await convertOneVori();
  await expectEstimate();
  await expectNoA11yViolations(page);
  await context.setOffline(false);
});
