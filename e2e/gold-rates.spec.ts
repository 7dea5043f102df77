import type { GoldRatesResponse, RateHistoryResponse } from "#core/schemas/gold-rates";
import { expect, taka, test } from "./fixtures";

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
  // The chart and its controls are the widest part of the page once they arrive.
  await expect(page.getByRole("img", { name: /per vori over 90 days/ })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

const perVori = (perGram: number) => Math.round((perGram * 11664) / 1000);

test("each grade shows per gram, per vori and its change since the previous rate", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const board = (await (await request.get("/api/gold-rates")).json()) as GoldRatesResponse;
  const entries = [...board.goldPrices, ...board.silverPrices];
  expect(entries.some((entry) => entry.previousPerGram !== null)).toBe(true);
  await page.goto("/gold-rates");

  const gold22 = board.goldPrices.find((entry) => entry.grade === "22K");
  expect(gold22?.product).toBe("22 Karat Gold");
  const row = page.getByRole("row", { name: /^22 Karat Gold/ });
  await expect(row).toContainText(`${taka(gold22?.perVori ?? 0)} per vori`);
  await expect(row).toContainText(`${taka(gold22?.perGram ?? 0)} per gram`);
  expect(gold22?.perVori).toBe(perVori(gold22?.perGram ?? 0));

  for (const entry of entries) {
    const cell = page.getByRole("row", { name: new RegExp(`^${entry.product}`) });
    if (entry.previousPerGram === null) {
      await expect(cell).not.toContainText("since the previous rate");
      continue;
    }
    const change = entry.perVori - perVori(entry.previousPerGram);
    if (change === 0) {
      await expect(cell).toContainText("no change since the previous rate");
    } else {
      const arrow = change > 0 ? "▲" : "▼";
      const words = change > 0 ? "up" : "down";
      // Seen as the arrow with what it compares, heard in words.
      await expect(cell.getByText(`${arrow} ${taka(Math.abs(change))}`)).toBeVisible();
      await expect(cell.getByText("since the previous rate", { exact: true })).toBeVisible();
      await expect(cell).toContainText(`${words} ${taka(Math.abs(change))} since the previous rate`);
    }
  }
  await expect(page.getByText(/Last updated: .* \(Dhaka time\)$/)).toBeVisible();
  await expect(
    page.getByText(/^Prices are for the metal only\. \d+(\.\d+)?% VAT and a making charge/),
  ).toBeVisible();
  await expectNoA11yViolations(page);
});

test("the price history chart switches between 30, 90 and 365 days with its figures as a table", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const yearly = (await (
    await request.get("/api/gold-rates/history?metal=gold&grade=22K&days=365")
  ).json()) as RateHistoryResponse;
  expect(yearly.points.length).toBeGreaterThan(10);
  await page.goto("/gold-rates");

  const history = page.getByRole("region", { name: "Price history" });
  const chart = history.getByRole("img");
  await expect(chart).toHaveAttribute(
    "aria-label",
    /^22 Karat Gold per vori over 90 days: from ৳[\d,]+ to ৳[\d,]+, highest ৳[\d,]+, lowest ৳[\d,]+$/,
  );
  await expect(history.getByRole("radio", { name: "90 days" })).toBeChecked();

  await history.getByRole("radio", { name: "30 days" }).check();
  await expect(chart).toHaveAttribute("aria-label", /over 30 days/);
  await history.getByRole("radio", { name: "365 days" }).check();
  await expect(chart).toHaveAttribute("aria-label", /over 365 days/);
  const last = yearly.points.at(-1);
  await expect(chart).toHaveAttribute("aria-label", new RegExp(`to ${taka(last?.perVori ?? 0)},`));

  await history.getByText("Show the figures").click();
  const table = history.getByRole("table", { name: "22 Karat Gold per vori over the last 365 days" });
  await expect(table.locator("tbody tr")).toHaveCount(yearly.points.length + (yearly.before ? 1 : 0));
  await expect(table.locator("tbody tr").last()).toContainText(
    `${taka(last?.perVori ?? 0)}${taka(last?.perGram ?? 0)}`,
  );

  await history.getByLabel("Metal and grade").selectOption({ label: "22 Karat Silver" });
  await expect(chart).toHaveAttribute("aria-label", /^22 Karat Silver per vori over 365 days/);
  await expectNoA11yViolations(page);
});

test("the Bengali rates page writes both tables, the history's figures and the chart's labels in Bengali, with no Latin letter or digit", async ({
  page,
  expectNoA11yViolations,
}) => {
  await page.goto("/bn/gold-rates");
  const gold = page.getByRole("table", { name: "স্বর্ণের দাম" });
  const silver = page.getByRole("table", { name: "রুপার দাম" });
  for (const table of [gold, silver]) {
    await expect(table.locator("tbody tr")).toHaveCount(4);
    const cells = await table.locator("caption, th, td").allInnerTexts();
    expect(cells.filter((cell) => /[A-Za-z0-9]/.test(cell))).toEqual([]);
  }
  await expect(gold.getByRole("rowheader").first()).toHaveText("২২ ক্যারেট স্বর্ণ");
  await expect(gold.locator("tbody tr").first()).toContainText("প্রতি ভরি (১১.৬৬৪ গ্রাম), হলমার্ক করা ২২ ক্যারেট");
  await expect(silver.getByRole("rowheader").last()).toHaveText("সনাতন রুপা");

  const history = page.getByRole("region", { name: "দরের ইতিহাস" });
  const chart = history.getByRole("img");
  await expect(chart).toHaveAttribute("aria-label", /^গত ৯০ দিনে প্রতি ভরি ২২ ক্যারেট স্বর্ণ: ৳[০-৯,]+ থেকে/);
  const axisLabels = await chart.locator("text").allTextContents();
  expect(axisLabels.length).toBeGreaterThan(3);
  expect(axisLabels.filter((label) => /[A-Za-z0-9]/.test(label))).toEqual([]);
  await history.getByText("সংখ্যায় দেখুন").click();
  const figures = await history.getByRole("table").locator("th, td").allInnerTexts();
  expect(figures.length).toBeGreaterThan(3);
  expect(figures.filter((cell) => /[A-Za-z0-9]/.test(cell))).toEqual([]);
  expect(await page.locator("main").innerText()).not.toMatch(/[0-9]/);
  await expectNoA11yViolations(page);
});
