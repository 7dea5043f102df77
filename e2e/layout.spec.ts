import type { Locator, Page } from "@playwright/test";
import type { JewelryItem } from "#core/schemas/jewelry";
import { expect, test } from "./fixtures";
import { GAP, screenFitProblems } from "./screen-edges";

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1366, height: 768 },
];

interface Stop {
  path: string;
  /** The page's main content, there once its data has arrived. */
  ready: (page: Page) => Locator;
}

const STOPS = (item: JewelryItem): Stop[] => [
  {
    path: "/",
    ready: (page) => page.getByRole("list", { name: "Featured Collection" }).getByRole("heading"),
  },
  {
    path: "/jewelry",
    ready: (page) => page.getByRole("list", { name: "Jewelry items" }).getByRole("article"),
  },
  {
    path: `/jewelry/${item._id}`,
    ready: (page) => page.getByRole("heading", { level: 1, name: item.name }),
  },
  {
    path: "/gold-calculator",
    ready: (page) => page.getByRole("table", { name: /traditional units relate/ }),
  },
  {
    path: "/gold-calculator-enhanced",
    ready: (page) => page.getByText("Add Product", { exact: true }),
  },
  { path: "/gold-rates", ready: (page) => page.getByRole("img", { name: /per vori over 90 days/ }) },
  { path: "/about", ready: (page) => page.getByRole("heading", { level: 2, name: "Core Values" }) },
  { path: "/contact", ready: (page) => page.getByRole("button", { name: "Send Message" }) },
  { path: "/no-such-page", ready: (page) => page.getByRole("link", { name: "Go back home" }) },
];
test.describe("every public page fits the screen", () => {
  for (const { width, height } of WIDTHS) {
    test(`at ${width} px`, async ({ browser, request }) => {
      const [item] = (await (await request.get("/api/jewelry")).json()) as JewelryItem[];
      if (!item) throw new Error("the sample shop has no jewellery to show");
      // Phones and tablets draw scrollbars over the page, as their browsers do.
      const touch = width < 1200;
      const context = await browser.newContext({
        viewport: { width, height },
        isMobile: touch,
        hasTouch: touch,
      });
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        for (const stop of STOPS(item)) {
          await page.goto(stop.path);
          await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
          await expect(stop.ready(page).first()).toBeVisible();
          problems.push(...(await screenFitProblems(page, `${stop.path} at ${width} px`)));
        }
      } finally {
        await context.close();
      }
      expect(problems, `content closer than ${GAP} px to the screen's edge, or sideways scrolling`).toEqual(
        [],
      );
    });
  }
});
