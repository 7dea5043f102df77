import type { Locator, Page, TestInfo } from "@playwright/test";
import type { JewelryItem } from "#core/schemas/jewelry";
import { expect, test } from "./fixtures";
import { screenFitProblems } from "./screen-edges";

/**
 * A Bengali reader's walk through every public screen on a phone: axe finds nothing, the text fits
 * (nothing scrolls sideways, crowds the edges or is cut off, where Bengali's taller letters show it
 * first), and a screenshot of each screen is kept with the test's results to look at. The owner's
 * walk through every admin screen in Bengali is admin-looks-bn.spec.ts.
 */
interface Stop {
  path: string;
  /** Waits for the screen's main content, there once its data has arrived. */
  ready: (page: Page) => Promise<void>;
}

/** Ready once `content` shows. */
const shows =
  (content: (page: Page) => Locator) =>
  async (page: Page): Promise<void> =>
    expect(content(page).first()).toBeVisible();

const PHONE = { width: 390, height: 844 };

const PUBLIC_STOPS = (item: JewelryItem): Stop[] => [
  {
    path: "/bn",
    ready: shows((page) => page.getByRole("list", { name: "বিশেষ কালেকশন" }).getByRole("heading")),
  },
  {
    path: "/bn/jewelry",
    ready: shows((page) => page.getByRole("list", { name: "গহনার তালিকা" }).getByRole("article")),
  },
  { path: `/bn/jewelry/${item._id}`, ready: shows((page) => page.getByRole("heading", { level: 1 })) },
  {
    path: "/bn/gold-calculator",
    ready: shows((page) => page.getByRole("table", { name: /প্রচলিত মাপগুলো/ })),
  },
  {
    path: "/bn/gold-calculator-enhanced",
    ready: shows((page) => page.getByText("পণ্য যোগ করুন", { exact: true })),
  },
  { path: "/bn/gold-rates", ready: shows((page) => page.getByRole("img", { name: /দিনে প্রতি ভরি/ })) },
  {
    path: "/bn/about",
    ready: shows((page) => page.getByRole("heading", { level: 2, name: "আমাদের মূল্যবোধ" })),
  },
  { path: "/bn/contact", ready: shows((page) => page.getByRole("button", { name: "বার্তা পাঠান" })) },
  { path: "/bn/no-such-page", ready: shows((page) => page.getByRole("link", { name: "হোমে ফিরে যান" })) },
];

/** Opens one stop and gathers what is wrong with it; the screenshot goes with the results either way. */
async function visit(
  page: Page,
  stop: Stop,
  testInfo: TestInfo,
  expectNoA11yViolations: (page: Page) => Promise<void>,
): Promise<string[]> {
  await page.goto(stop.path);
  expect(await page.locator("html").getAttribute("lang"), stop.path).toBe("bn");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await stop.ready(page);
  const problems = await screenFitProblems(page, stop.path);
  const name = stop.path.replace(/^\/bn\/?/, "").replace(/\W+/g, "-") || "home";
  await testInfo.attach(`${name}.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: "image/png",
  });
  await expectNoA11yViolations(page);
  return problems;
}

test("a Bengali reader's phone walk through every public screen", async ({
  browser,
  request,
  expectNoA11yViolations,
}, testInfo) => {
  test.setTimeout(120_000);
  const [item] = (await (await request.get("/api/jewelry")).json()) as JewelryItem[];
  if (!item) throw new Error("the sample shop has no jewellery to show");
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const problems: string[] = [];
  try {
    for (const stop of PUBLIC_STOPS(item))
      problems.push(...(await visit(page, stop, testInfo, expectNoA11yViolations)));
  } finally {
    await context.close();
  }
  expect(problems, "Bengali text that does not fit a 390 px screen").toEqual([]);
});
