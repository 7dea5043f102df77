import type { Locator, Page } from "@playwright/test";
import type { JewelryItem } from "#core/schemas/jewelry";
import { expect, test } from "./fixtures";

/**
 * Every public page at phone, tablet and desktop widths: the page never scrolls sideways, and
 * nothing a reader sees inside <main> comes closer than GAP pixels to either side of the screen.
 *
 * What "something a reader sees" is, precisely:
 * - each line of text (the boxes of the glyphs, not of the element around them);
 * - each image, svg, video, canvas, iframe and form control (input, select, textarea, button);
 * - each table;
 * - each card: an element that paints its own surface (a background, a border or a shadow), except
 *   a band: a surface from the left edge to the right one with square corners and no shadow, meant
 *   to reach the screen's edges (the about page's tinted sections); a band's content is checked.
 *   A rounded or shadowed surface spanning the screen is a card pushed out of its gutter.
 * Each box is first cut to the boxes of the ancestors that clip it (overflow other than visible),
 * so a table scrolled inside its own wrapper counts by the part that shows, and text hidden for
 * screen readers only (a 1 px clipped box) counts as nothing.
 */
const GAP = 8;
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
    ready: (page) => page.getByRole("button", { name: "Add Product" }),
  },
  { path: "/gold-rates", ready: (page) => page.getByRole("img", { name: /per vori over 90 days/ }) },
  { path: "/about", ready: (page) => page.getByRole("heading", { level: 2, name: "Core Values" }) },
  { path: "/contact", ready: (page) => page.getByRole("button", { name: "Send Message" }) },
  { path: "/no-such-page", ready: (page) => page.getByRole("link", { name: "Go back home" }) },
];

/** Runs in the page: each thing inside <main> closer than `gap` to a side of the screen, described. */
function findCrowdedEdges(gap: number): string[] {
  const width = document.documentElement.clientWidth;
  const main = document.querySelector("main");
  if (!main) return ["no <main> on the page"];
  const problems: string[] = [];
  const REPLACED = ["img", "svg", "video", "canvas", "iframe", "input", "select", "textarea", "button"];
  const CONTROLS = ["input", "select", "textarea"];
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

  /** What remains of `rect` once `clipper` and every ancestor of it that clips have cut it; null if ≤ 1 px. */
  function visiblePart(rect: DOMRect, clipper: Element | null): DOMRect | null {
    let { left, right, top, bottom } = rect;
    for (let node = clipper; node && node !== document.documentElement; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const clip = node.getBoundingClientRect();
      left = Math.max(left, clip.left);
      right = Math.min(right, clip.right);
      top = Math.max(top, clip.top);
      bottom = Math.min(bottom, clip.bottom);
    }
    if (right - left <= 1 || bottom - top <= 1) return null;
    return new DOMRect(left, top, right - left, bottom - top);
  }

  const crowded = (rect: DOMRect) => rect.left < gap - 0.5 || rect.right > width - gap + 0.5;

  function report(what: string, element: Element, rect: DOMRect) {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    const box = `x ${Math.round(rect.left)}..${Math.round(rect.right)} of ${width}, y ${Math.round(rect.top + window.scrollY)}`;
    const tag = element.tagName.toLowerCase();
    problems.push(`${what} <${tag} class="${element.getAttribute("class") ?? ""}"> "${text}" at ${box}`);
  }

  // Text by its line boxes, cut by its own element too: a screen-reader-only span is a clipped 1 px box.
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || !shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].map((rect) => visiblePart(rect, parent));
    const line = lines.find((rect) => rect && crowded(rect));
    if (line) report("text in", parent, line);
  }

  for (const element of main.querySelectorAll("*")) {
    if (!shown(element)) continue;
    const tag = element.tagName.toLowerCase();
    const rect = element.getBoundingClientRect();
    let what: string | null = null;
    if (REPLACED.includes(tag)) what = CONTROLS.includes(tag) ? "control" : "image";
    else if (tag === "table") what = "table";
    // A table's rows and cells stand or fall with their table.
    else if (!element.closest("table")) {
      const style = getComputedStyle(element);
      const shadow = style.boxShadow !== "none";
      const surface =
        shadow ||
        style.backgroundColor !== "rgba(0, 0, 0, 0)" ||
        style.backgroundImage !== "none" ||
        ["left", "right", "top", "bottom"].some(
          (side) => Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
        );
      const band =
        rect.left <= 0 && rect.right >= width && !shadow && Number.parseFloat(style.borderRadius) === 0;
      if (surface && !band) what = "card";
    }
    if (!what) continue;
    const seen = visiblePart(rect, element.parentElement);
    if (seen && crowded(seen)) report(what, element, seen);
  }
  return problems;
}

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
          await page.evaluate(async () => {
            await document.fonts.ready;
            await Promise.all(
              [...document.images]
                .filter((image) => image.loading !== "lazy")
                .map((image) => image.decode().catch(() => undefined)),
            );
          });
          const scroll = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          if (scroll.scrollWidth > scroll.clientWidth) {
            problems.push(
              `${stop.path} at ${width} px: scrolls sideways (${scroll.scrollWidth} px of content in ${scroll.clientWidth} px)`,
            );
          }
          for (const problem of await page.evaluate(findCrowdedEdges, GAP)) {
            problems.push(`${stop.path} at ${width} px: ${problem}`);
          }
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
