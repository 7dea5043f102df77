import type { Locator, Page } from "@playwright/test";
import { CATEGORIES } from "#core/jewelry-terms";
import { expect, test } from "./fixtures";

/** "Showing 3 of 27 items" while one page holds every match; "Showing 13–24 of 27 items" over pages. */
const COUNT = /^Showing (?:(\d+)–)?(\d+) of (\d+)(?: matching)? items(?:, (\d+) in all)?$/;
const NECKLACE = "Rajkonna Bridal Necklace";

interface CountLine {
  first: number;
  last: number;
  matched: number;
  total: number;
}

async function readCount(page: Page): Promise<CountLine> {
  const line = page.getByText(COUNT);
  await expect(line).toBeVisible();
  const [, first, last, of, inAll] = COUNT.exec(await line.innerText()) ?? [];
  if (first === undefined)
    return { first: Math.min(1, Number(last)), last: Number(last), matched: Number(last), total: Number(of) };
  return { first: Number(first), last: Number(last), matched: Number(of), total: Number(inAll ?? of) };
}

const cards = (page: Page) => page.getByRole("list", { name: "Jewelry items" }).getByRole("article");

test.describe("jewellery list", () => {
  test("shows every sample item with the count line", async ({ page, expectNoA11yViolations }) => {
    await page.goto("/jewelry");
    await expect(page).toHaveTitle(/^Our Jewelry Collection \|/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Jewelry Collection" })).toBeVisible();
    const { total, ...firstPage } = await readCount(page);
    expect(total).toBeGreaterThanOrEqual(27);
    // The line names the dozen on screen, not the whole catalogue.
    expect(firstPage).toEqual({ first: 1, last: 12, matched: total });
    // A dozen at a time, the rest behind "Next page".
    // A new page draws its first row at once and the rest a moment later: its names once all are there.
    const named = (count: number) => expect(cards(page).getByRole("heading")).toHaveCount(count);
    await expect(cards(page)).toHaveCount(12);
    await named(12);
    // By their text, not as drawn: a card off screen is not drawn (content-visibility), and reads as "".
    const names = await cards(page).getByRole("heading").allTextContents();
    await expect(page.getByText("Contact Us", { exact: true }).first()).toBeVisible();
    await expectNoA11yViolations(page);
    for (let next = 2; next <= Math.ceil(total / 12); next++) {
      await page.getByRole("link", { name: "Next page" }).click();
      await expect(page).toHaveURL(new RegExp(`/jewelry\\?page=${next}$`));
      await expect(page.getByText(`Page ${next} of ${Math.ceil(total / 12)}`)).toBeVisible();
      await named(Math.min(12, total - (next - 1) * 12));
      names.push(...(await cards(page).getByRole("heading").allTextContents()));
    }
    expect(new Set(names).size).toBe(total);
    for (const name of [NECKLACE, "Tara Solitaire Ring", "Everyday Box Chain", "Meghla Platinum Chain"]) {
      expect(names).toContain(name);
    }
    const lastPage = Math.ceil(total / 12);
    await expect(readCount(page)).resolves.toEqual({
      first: (lastPage - 1) * 12 + 1,
      last: total,
      matched: total,
      total,
    });
  });

  test("search, category and metal filters change the count and the URL, and can be cleared", async ({
    page,
    request,
    expectNoA11yViolations,
  }) => {
    const items = (await (await request.get("/api/jewelry")).json()) as { category: string; metal: string }[];
    const rings = items.filter((item) => item.category === "Ring");
    const diamondRings = rings.filter((item) => item.metal === "Diamond");
    await page.goto("/jewelry");
    const { total } = await readCount(page);

    await page.getByPlaceholder("Search jewelry...").fill("BRIDAL");
    await expect(page).toHaveURL(/\?q=BRIDAL$/);
    await expect(page.getByRole("link", { name: NECKLACE })).toBeVisible();
    const searched = await readCount(page);
    expect(searched.matched).toBeLessThan(total);
    expect(searched.total).toBe(total);

    // A search ranks: every ring before the earrings and the fringe that merely hold "ring".
    await page.getByPlaceholder("Search jewelry...").fill("ring");
    await expect(page).toHaveURL(/\?q=ring$/);
    expect(rings.length).toBeGreaterThan(1);
    const firstCategories = cards(page)
      .locator("p")
      .filter({ hasText: new RegExp(`^(${CATEGORIES.join("|")})$`) });
    await expect(firstCategories.first()).toHaveText("Ring");
    expect((await firstCategories.allTextContents()).slice(0, rings.length)).toEqual(
      Array(rings.length).fill("Ring"),
    );

    await page.getByPlaceholder("Search jewelry...").fill("");
    await page.getByLabel("Category").selectOption("Ring");
    await expect(page).toHaveURL(/\?category=Ring$/);
    await expect(page.getByText(`Showing ${rings.length} of ${total} items`)).toBeVisible();
    await expect(cards(page).getByText("Ring", { exact: true })).toHaveCount(rings.length);

    await page.getByLabel("Metal").selectOption("Diamond");
    await expect(page).toHaveURL(/\?category=Ring&metal=Diamond$/);
    expect(diamondRings.length).toBeGreaterThan(0);
    expect(diamondRings.length).toBeLessThan(rings.length);
    await expect(page.getByText(`Showing ${diamondRings.length} of ${total} items`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Tara Solitaire Ring" })).toBeVisible();
    await expect(cards(page)).toHaveCount(diamondRings.length);

    // The filters survive a reload, because they live in the URL.
    await page.reload();
    await expect(page.getByLabel("Category")).toHaveValue("Ring");
    await expect(page.getByLabel("Metal")).toHaveValue("Diamond");
    await expect(page.getByText(`Showing ${diamondRings.length} of ${total} items`)).toBeVisible();

    await page.getByPlaceholder("Search jewelry...").fill("no such piece");
    await expect(page.getByRole("heading", { name: "No jewelry found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    await expect(page.getByText(`Showing 0 of ${total} items`)).toBeVisible();
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/jewelry$/);
    await expect(page.getByText(`Showing 1–12 of ${total} items`)).toBeVisible();
    await expect(page.getByPlaceholder("Search jewelry...")).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("All");
  });

  test("a card's carousel rotates on hover, resets on leave and steps with its buttons", async ({ page }) => {
    await page.goto("/jewelry");
    const card = cards(page).filter({ has: page.getByRole("link", { name: NECKLACE }) });
    await expect(card.getByText("1 / 3")).toBeVisible();

    await card.hover();
    await expect(card.getByText("2 / 3")).toBeVisible({ timeout: 3_500 });
    await expect(card.getByText("3 / 3")).toBeVisible({ timeout: 3_500 });
    await page.mouse.move(0, 0);
    await expect(card.getByText("1 / 3")).toBeVisible();

    await card.getByRole("button", { name: `Next image of ${NECKLACE}` }).click();
    await expect(card.getByText("2 / 3")).toBeVisible();
    await expect(page).toHaveURL(/\/jewelry$/);
    await card.getByRole("button", { name: `Previous image of ${NECKLACE}` }).click();
    await card.getByRole("button", { name: `Previous image of ${NECKLACE}` }).click();
    await expect(card.getByText("3 / 3")).toBeVisible();
  });
});

test.describe("jewellery detail", () => {
  test("opening a card shows the piece, its specifications and a WhatsApp enquiry naming it", async ({
    page,
    expectNoA11yViolations,
  }) => {
    await page.goto("/jewelry?metal=Gold");
    await page.getByRole("link", { name: NECKLACE }).click();
    await expect(page).toHaveURL(/\/jewelry\/[^/?]+$/);
    await expect(page.getByRole("heading", { level: 1, name: NECKLACE })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${NECKLACE} \\|`));

    const specs = page.getByRole("region", { name: "Specifications" });
    await expect(specs.getByText("Metal")).toBeVisible();
    await expect(specs.getByText("22K")).toBeVisible();
    await expect(specs.getByText("48.6 g (4 vori 2 ana 4 roti 0 point)")).toBeVisible();
    await expect(specs.getByText("Quality")).toBeVisible();
    await expect(specs.getByText("Premium")).toBeVisible();
    await expect(page.getByRole("button", { name: "Show image 3 of 3" })).toBeVisible();

    const enquire = page.getByRole("link", { name: /Get Quote & Enquire/ });
    const href = new URL((await enquire.getAttribute("href")) ?? "");
    expect(href.host).toBe("wa.me");
    expect(href.pathname).toMatch(/^\/\d+$/);
    expect(href.searchParams.get("text")).toContain(NECKLACE);
    expect(href.searchParams.get("text")).toContain(page.url());
    await expect(enquire).toHaveAttribute("target", "_blank");
    await expect(enquire).toHaveAttribute("rel", "noopener noreferrer");
    // Visit Our Store opens a small menu of the showrooms, each link opening its map.
    await page.getByText("Visit Our Store").click();
    const showrooms = page.getByRole("list", { name: "Choose a showroom" });
    for (const showroom of ["Dhaka Showroom", "Mymensingh Showroom"]) {
      await expect(showrooms.getByRole("link", { name: new RegExp(showroom) })).toHaveAttribute(
        "href",
        /^https:\/\//,
      );
    }
    await expectNoA11yViolations(page);

    // Back to the list as it was filtered.
    await page.getByRole("link", { name: "Back to Collection" }).click();
    await expect(page).toHaveURL(/\/jewelry\?metal=Gold$/);
    await expect(page.getByLabel("Metal")).toHaveValue("Gold");
  });

  test("a piece's page the server rendered keeps its description as served; one opened from the list is read from Markdown", async ({
    page,
  }) => {
    const readerLoads: string[] = [];
    page.on("request", (request) => {
      // The service worker's download of the offline copy asks for every file; the page's own asks count.
      if (/\/assets\/jewelry-description-[^/]*\.js$/.test(request.url()) && !request.serviceWorker())
        readerLoads.push(request.url());
    });
    await page.goto("/jewelry");
    const necklace = (await page.getByRole("link", { name: NECKLACE }).first().getAttribute("href")) ?? "";
    await page.goto(necklace);
    await expect(page.locator("html[data-started]")).toBeAttached();
    const description = page.getByRole("region", { name: "Description" });
    await expect(description.locator("strong", { hasText: "bridal collar" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(readerLoads).toEqual([]);

    await page.getByRole("link", { name: "Back to Collection" }).click();
    await page.getByRole("link", { name: "Kolka Motif Pendant" }).first().click();
    await expect(description.locator("strong", { hasText: "ruby-red stone" })).toBeVisible();
    expect(readerLoads).toHaveLength(1);
  });

  test("share copies the link when the browser has no share sheet", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto("/jewelry");
    await page.getByRole("link", { name: NECKLACE }).click();
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied to clipboard!" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(page.getByText("Link copied to clipboard!")).toBeHidden({ timeout: 6_000 });
  });

  test("a piece on my list stays on the device across a reload", async ({ page }) => {
    await page.goto("/jewelry");
    await page.getByRole("link", { name: "Tara Solitaire Ring" }).click();
    const heart = page.getByRole("button", { name: "Add to my list" });
    await expect(heart).toHaveAttribute("aria-pressed", "false");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Tara Solitaire Ring" })).toBeVisible();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "false");
  });

  test("an unknown id shows Jewelry Not Found with a way back", async ({ page, expectNoA11yViolations }) => {
    await page.goto("/jewelry/unknown-id");
    await expect(page.getByRole("heading", { level: 1, name: "Jewelry Not Found" })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole("link", { name: "Back to Collection" }).click();
    await expect(page).toHaveURL(/\/jewelry$/);
    await expect(page.getByRole("heading", { level: 1, name: "Our Jewelry Collection" })).toBeVisible();
  });
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The cards whose photo is at least half on the first screen, by their boxes. */
  const onFirstScreen = (list: Locator) =>
    list.locator("article img").evaluateAll((images) =>
      images
        .map((image) => image.getBoundingClientRect())
        .filter(
          (box) =>
            box.width > 0 &&
            box.top + box.height / 2 <= window.innerHeight &&
            box.left >= 0 &&
            box.right <= window.innerWidth,
        )
        .map((box) => ({ top: Math.round(box.top), left: Math.round(box.left) })),
    );

  test("the catalogue shows two cards side by side and at least four on the first screen", async ({
    page,
  }) => {
    await page.goto("/jewelry");
    const list = page.getByRole("list", { name: "Jewelry items" });
    await expect(list.getByRole("article")).toHaveCount(12);
    const shown = await onFirstScreen(list);
    expect(shown.length, "cards on the first screen").toBeGreaterThanOrEqual(4);
    expect(shown[0]?.top).toBe(shown[1]?.top);
    expect(shown[1]?.left).toBeGreaterThan(shown[0]?.left ?? 0);
  });

  test("the home page's featured pieces are a row to swipe, two cards side by side", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("list", { name: "Featured Collection" });
    await expect(row.getByRole("article").first()).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    const boxes = await row
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length).toBeGreaterThan(2);
    // One row: every card at the same height, the later ones off to the right until swiped to.
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    const inView = boxes.filter((box) => box.left >= 0 && box.right <= 390);
    expect(inView.length).toBeGreaterThanOrEqual(2);
    await row.evaluate((list) => list.scrollBy({ left: list.clientWidth }));
    await expect
      .poll(() => row.evaluate((list) => list.scrollLeft), { message: "the row scrolls sideways" })
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe("on a 1366 px screen", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("the home page's featured pieces are one row of four, stepped through with its buttons", async ({
    page,
  }) => {
    await page.goto("/");
    const row = page.getByRole("list", { name: "Featured Collection" });
    const cards = row.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const inView = () =>
      cards.evaluateAll((all, width) => {
        const boxes = all.map((card) => card.getBoundingClientRect());
        return {
          tops: new Set(boxes.map((box) => Math.round(box.top))).size,
          whole: boxes.flatMap((box, at) => (box.left >= 0 && box.right <= width ? [at] : [])),
        };
      }, page.viewportSize()?.width ?? 0);
    // One line, four whole cards: never a last row with one card on its own.
    await expect.poll(inView).toEqual({ tops: 1, whole: [0, 1, 2, 3] });
    const previous = page.getByRole("button", { name: "Show the pieces before" });
    const next = page.getByRole("button", { name: "Show more pieces" });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect.poll(async () => (await inView()).whole).toEqual([4, 5, 6, 7]);
    await expect(previous).toBeEnabled();
    // Each step shows the next four, the last one the last four; a step's scroll runs on a moment.
    const count = await cards.count();
    for (let shown = 8; shown < count; shown += 4) {
      await next.click();
      await expect.poll(async () => (await inView()).whole.at(-1)).toBe(Math.min(shown + 3, count - 1));
    }
    await expect(next).toBeDisabled();
    await previous.click();
    await expect.poll(async () => (await inView()).whole[0]).toBeLessThan(count - 4);
  });
});

test.describe("a collection on a 1366 px screen", () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test("five pieces lie as three and two, never one alone on the last row", async ({ page, request }) => {
    const gifts = (await (await request.get("/api/collections/gifts")).json()) as { pieces: unknown[] };
    expect(gifts.pieces).toHaveLength(5);
    await page.goto("/collections/gifts");
    const tops = await page
      .getByRole("list", { name: "Gifts" })
      .getByRole("article")
      .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    const perRow = [...new Set(tops)].map((top) => tops.filter((at) => at === top).length);
    expect(perRow).toEqual([3, 2]);
  });
});
