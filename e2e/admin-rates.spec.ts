import type { APIRequestContext, Page } from "@playwright/test";
import { estimatePiece, pricesPerGramOf } from "#core/piece-estimate";
import type { GoldRatesResponse, RateBoard } from "#core/schemas/gold-rates";
import type { JewelryItem } from "#core/schemas/jewelry";
import type { RatesSettings, WebsiteSettings } from "#core/schemas/settings";
import { expect, taka, test } from "./fixtures";
import { openFromMenu, PHONE, tapInView } from "./phone";

/** BAJUS's rule, as core computes it: per gram × 11.664, rounded to the taka. */
const perVori = (perGram: number) => Math.round((perGram * 11664) / 1000);

const gold22 = async (request: APIRequestContext) => {
  const rates = (await (await request.get("/api/gold-rates")).json()) as GoldRatesResponse;
  const entry = rates.goldPrices.find((e) => e.grade === "22K");
  if (!entry) throw new Error("the sample board has no 22K gold");
  return entry.perGram;
};

/** Withdraws whatever this spec published and left standing, so the sample board is back in force. */
async function withdrawOwnBoards(request: APIRequestContext, token: string, since: string) {
  const headers = { authorization: `Bearer ${token}` };
  for (;;) {
    const boards = (await (await request.get("/api/gold-rates/boards", { headers })).json()) as RateBoard[];
    const newest = boards.find((board) => !board.withdrawnAt);
    if (!newest || newest.createdAt < since) return;
    await request.delete(`/api/gold-rates/boards/${newest.id}`, { headers });
  }
}

async function openRates(page: Page) {
  await page.goto("/admin/rates");
  await expect(page.getByRole("heading", { level: 1, name: "Gold Rates" })).toBeVisible();
  await expect(page.getByRole("table", { name: "Rates in force" })).toBeVisible();
}

async function expectPublicGold22(page: Page, perGram: number) {
  await page.goto("/gold-rates");
  const row = page.getByRole("table", { name: "Gold Prices" }).getByRole("row", { name: /22 Karat Gold/ });
  await expect(row).toContainText(`${taka(perVori(perGram))} per vori`);
  await expect(row).toContainText(`${taka(perGram)} per gram`);
}

async function withdrawNewest(page: Page) {
  const history = page.getByRole("table", { name: "Rate boards, newest first" });
  await history.getByRole("button", { name: /^Withdraw the board effective/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("The board before it comes back into force.");
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(page.getByText("Board withdrawn")).toBeVisible();
}

test("publish a board, see it on the public page, then withdraw it", async ({
  signInAsAdmin,
  page,
  request,
  expectNoA11yViolations,
}) => {
  const since = new Date().toISOString();
  const token = await signInAsAdmin();
  const before = await gold22(request);
  try {
    await openRates(page);
    const field = page.getByLabel("Gold 22K (৳ per gram)");
    await expect(field).toHaveValue(String(before));
    await expectNoA11yViolations(page);

    // A slipped digit: the owner is warned before anything goes out.
    const typo = Math.round(before * 1.5);
    await field.fill(String(typo));
    await expect(
      page.getByText(`Gold 22K changes by 50 % (from ${taka(before)} to ${taka(typo)})`),
    ).toBeVisible();
    await expect(page.getByText(`${taka(perVori(typo))} per vori`)).toBeVisible();
    await expectNoA11yViolations(page);

    const next = before + 10;
    await field.fill(String(next));
    await expect(page.getByText(/changes by/)).toHaveCount(0);
    await expect(page.getByText(`${taka(perVori(next))} per vori`)).toBeVisible();

    // A grade priced like the purer one is refused on its own field, and nothing goes out.
    const gold21 = page.getByLabel("Gold 21K (৳ per gram)");
    const typed21 = await gold21.inputValue();
    await gold21.fill(String(next));
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Gold 21K must cost less per gram than 22K")).toBeVisible();
    await expect(gold21).toHaveAttribute("aria-invalid", "true");
    await expectNoA11yViolations(page);
    await gold21.fill(typed21);
    await expect(page.getByText("Gold 21K must cost less per gram than 22K")).toHaveCount(0);

    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Rates published")).toBeVisible();
    await expect(page.getByRole("table", { name: "Rates in force" })).toContainText(taka(next));
    await expect(field).toHaveValue(String(next));

    await expectPublicGold22(page, next);

    await openRates(page);
    await expect(
      page.getByRole("table", { name: "Rate boards, newest first" }).getByRole("row").nth(1),
    ).toContainText("In force");
    await withdrawNewest(page);
    await expect(page.getByRole("table", { name: "Rates in force" })).toContainText(taka(before));
    await expect(field).toHaveValue(String(before));

    await expectPublicGold22(page, before);
  } finally {
    await withdrawOwnBoards(request, token, since);
  }
  expect(await gold22(request)).toBe(before);
});

test("schedule a board an hour ahead, see it listed as scheduled, withdraw it", async ({
  signInAsAdmin,
  page,
  request,
  expectNoA11yViolations,
}) => {
  const since = new Date().toISOString();
  const token = await signInAsAdmin();
  const before = await gold22(request);
  try {
    await openRates(page);
    await page.getByRole("radio", { name: "At a chosen time" }).check();
    // An hour from now on the Dhaka clock (UTC+6), as the datetime-local field takes it.
    const inAnHour = new Date(Date.now() + 7 * 60 * 60 * 1000).toISOString().slice(0, 16);
    await page.getByLabel("Date and time (Dhaka time)").fill(inAnHour);
    await expect(
      page.getByText(/^Takes effect \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} [AP]M \(Dhaka time\)\.$/),
    ).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByLabel("Gold 22K (৳ per gram)").press("ControlOrMeta+s");
    await expect(page.getByText("Rates published")).toBeVisible();

    const first = page.getByRole("table", { name: "Rate boards, newest first" }).getByRole("row").nth(1);
    await expect(first).toContainText("Scheduled");
    // The board in force has not changed: the scheduled one waits for its time.
    expect(await gold22(request)).toBe(before);

    await withdrawNewest(page);
    await expect(first).toContainText("Withdrawn");
  } finally {
    await withdrawOwnBoards(request, token, since);
  }
});

/** The trade association's announcement as it is pasted from its page: prices per vori, in Bengali. */
const ANNOUNCEMENT = [
  "২২ ক্যারেটের প্রতি ভরি স্বর্ণের দাম ২,০৬,২৭৬ টাকা",
  "২১ ক্যারেটের প্রতি ভরি ১,৯৬,৮৯০ টাকা",
  "১৮ ক্যারেটের প্রতি ভরি ১,৬৮,৭৭৪ টাকা",
  "সনাতন পদ্ধতির প্রতি ভরি স্বর্ণের দাম ১,৪০,২৯৪ টাকা",
  "রুপার দাম: ২২ ক্যারেটের প্রতি ভরি ৩,৬৭৪ টাকা, ২১ ক্যারেটের প্রতি ভরি ৩,৫০০ টাকা,",
  "১৮ ক্যারেটের প্রতি ভরি ৩,০০৪ টাকা এবং সনাতন পদ্ধতির প্রতি ভরি রুপা ২,২৬৭ টাকা।",
].join("\n");

test.describe("on a phone", () => {
  test.use(PHONE);

  test("the owner publishes the day's board from a phone: paste the announcement, check, publish", async ({
    signInAsAdmin,
    page,
    request,
  }) => {
    const since = new Date().toISOString();
    const token = await signInAsAdmin();
    const before = await gold22(request);
    try {
      await page.goto("/admin");
      await openFromMenu(page, /Gold Rates/);
      await expect(page.getByRole("heading", { level: 1, name: "Gold Rates" })).toBeInViewport();
      await tapInView(page.getByRole("button", { name: "Paste BAJUS announcement" }));
      await page.getByLabel("BAJUS announcement").fill(ANNOUNCEMENT);
      await tapInView(page.getByRole("button", { name: "Fill the board" }));
      await expect(
        page.getByText("The eight prices were filled from the announcement. Check them, then publish."),
      ).toBeVisible();
      const gold22Field = page.getByLabel("Gold 22K (৳ per gram)");
      await expect(gold22Field).toHaveValue(String(Math.round(206276 / 11.664)));
      // Checked on the phone: each price shows beside its per-vori figure, under no bar.
      await expect(page.getByText(`${taka(perVori(Math.round(206276 / 11.664)))} per vori`)).toBeVisible();

      await tapInView(page.getByRole("button", { name: "Publish", exact: true }));
      await expect(page.getByText("Rates published")).toBeVisible();
      await expect.poll(() => gold22(request)).toBe(Math.round(206276 / 11.664));
    } finally {
      await withdrawOwnBoards(request, token, since);
    }
    expect(await gold22(request)).toBe(before);
  });
});

test("a pasted BAJUS announcement fills the eight prices per gram, for the owner to check before publishing", async ({
  signInAsAdmin,
  page,
  expectNoA11yViolations,
}) => {
  await signInAsAdmin();
  await openRates(page);
  const gold22Field = page.getByLabel("Gold 22K (৳ per gram)");
  const published = await gold22Field.inputValue();
  await page.getByRole("button", { name: "Paste BAJUS announcement" }).click();
  const box = page.getByLabel("BAJUS announcement");
  await box.fill("এই লেখায় কোনো দাম নেই।");
  await page.getByRole("button", { name: "Fill the board" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /price/i })).toBeVisible();
  await expect(gold22Field).toHaveValue(published);
  await expect(box).toHaveValue("এই লেখায় কোনো দাম নেই।");

  await box.fill(ANNOUNCEMENT);
  await page.getByRole("button", { name: "Fill the board" }).click();
  await expect(
    page.getByText("The eight prices were filled from the announcement. Check them, then publish."),
  ).toBeVisible();
  // Per vori ÷ 11.664, to the whole taka.
  await expect(gold22Field).toHaveValue(String(Math.round(206276 / 11.664)));
  await expect(page.getByLabel("Silver Traditional (৳ per gram)")).toHaveValue(
    String(Math.round(2267 / 11.664)),
  );
  await expectNoA11yViolations(page);
});

test("turn estimates on for every piece: an item page shows core's figure, and a new board changes it", async ({
  signInAsAdmin,
  page,
  request,
  expectNoA11yViolations,
}) => {
  const since = new Date().toISOString();
  const token = await signInAsAdmin();
  const headers = { authorization: `Bearer ${token}` };
  const settingsBefore = ((await (await request.get("/api/website-settings")).json()) as WebsiteSettings)
    .rates;
  const pieces = (await (await request.get("/api/jewelry")).json()) as JewelryItem[];
  const necklace = pieces.find((piece) => piece.name === "Rajkonna Bridal Necklace");
  if (!necklace) throw new Error("the sample catalogue has no Rajkonna Bridal Necklace");
  const estimatedAt = async (rates: RatesSettings) => {
    const board = (await (await request.get("/api/gold-rates")).json()) as GoldRatesResponse;
    const prices = pricesPerGramOf([...board.goldPrices, ...board.silverPrices]);
    return estimatePiece(necklace, prices, rates)?.total ?? Number.NaN;
  };
  try {
    await openRates(page);
    const card = page.getByRole("form", { name: "Price estimator" });
    await expect(card.getByRole("radio", { name: "Off: every piece says Contact Us" })).toBeChecked();
    await card.getByRole("radio", { name: "On every gold and silver piece" }).check();
    await card.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Rates & Estimator settings saved successfully!")).toBeVisible();
    const rates = { ...settingsBefore, estimates: "all" as const };
    const before = await estimatedAt(rates);

    await page.goto(`/jewelry/${necklace._id}`);
    const estimate = page.getByRole("heading", { level: 2, name: /^Estimated today/ });
    await expect(estimate).toHaveText(`Estimated today: ${taka(before)}`);
    await expect(page.getByText("Final price at the counter, weighed in front of you.")).toBeVisible();
    await expectNoA11yViolations(page);

    const boards = (await (await request.get("/api/gold-rates/boards", { headers })).json()) as RateBoard[];
    const inForce = boards.find((board) => board.status === "in-force");
    if (!inForce) throw new Error("no board in force");
    const prices = {
      ...inForce.prices,
      gold: { ...inForce.prices.gold, "22K": inForce.prices.gold["22K"] + 100 },
    };
    expect((await request.post("/api/gold-rates", { headers, data: { prices } })).status()).toBe(201);
    const after = await estimatedAt(rates);
    expect(after).toBeGreaterThan(before);

    await page.reload();
    await expect(estimate).toHaveText(`Estimated today: ${taka(after)}`);
  } finally {
    await withdrawOwnBoards(request, token, since);
    await request.put("/api/website-settings/rates", { headers, data: { rates: settingsBefore } });
  }
  const restored = await request.get(`/jewelry/${necklace._id}`);
  expect(await restored.text()).not.toContain("Estimated today");
});
