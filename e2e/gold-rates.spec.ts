import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { expect, test } from "./fixtures";

const taka = (amount: number) => `৳${new Intl.NumberFormat("en-IN").format(amount)}`;

test("today's rates show gold and silver tables in taka per vori", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const board = (await (await request.get("/api/gold-rates")).json()) as GoldRatesResponse;
  expect(board.goldPrices).toHaveLength(4);
  await page.goto("/gold-rates");

  await expect(page.getByRole("heading", { level: 1, name: "Today's Gold & Silver Rate" })).toBeVisible();
  for (const [name, entries] of [
    ["Gold Prices", board.goldPrices],
    ["Silver Prices", board.silverPrices],
  ] as const) {
    const table = page.getByRole("table", { name });
    await expect(table.getByRole("columnheader")).toHaveText(["Product", "Description", "Price"]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(4);
    for (const [index, entry] of entries.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole("rowheader")).toHaveText(entry.product);
      await expect(row).toContainText(entry.description);
      await expect(row).toContainText(`${taka(entry.price)} per vori`);
      await expect(row).toContainText(`${taka(entry.perGram)} per gram`);
    }
  }
  // Lakh grouping: a 22K vori of gold costs well over a lakh of taka.
  await expect(page.getByRole("table", { name: "Gold Prices" }).locator("tbody tr").first()).toContainText(
    /৳\d{1,2},\d{2},\d{3} per vori/,
  );
  await expect(
    page.getByText(/^Last updated: \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (AM|PM) \(Dhaka time\)$/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the rate tables fit a phone screen without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/gold-rates");
  await expect(page.getByRole("table", { name: "Silver Prices" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
