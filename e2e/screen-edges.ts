import type { Page } from "@playwright/test";

/**
 * How a page fits a phone's, tablet's or desktop's screen: it never scrolls sideways, nothing a reader
 * sees inside <main> comes closer than GAP pixels to either side of the screen, and no text is cut off.
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
export const GAP = 8;

/** Runs in the page: each thing inside <main> closer than `gap` to a side of the screen, described. */
function findCrowdedEdges({ gap, cards }: { gap: number; cards: boolean }): string[] {
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
    else if (cards && !element.closest("table")) {
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

/**
 * Runs in the page: each element whose text its own box cuts off (overflow hidden or clipped, an
 * ellipsis), sideways or at the top and bottom, where Bengali vowel signs and conjuncts reach further
 * than Latin letters. Scrolling boxes (a wide table's wrapper) are meant to hold more than they show.
 */
function findClippedText(): string[] {
  const problems: string[] = [];
  for (const element of document.querySelectorAll("body *")) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const text = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
    );
    if (!text) continue;
    const style = getComputedStyle(element);
    const clips = (overflow: string) => overflow === "hidden" || overflow === "clip";
    const rect = element.getBoundingClientRect();
    // A screen-reader-only label is a 1 px clipped box on purpose.
    if (rect.width <= 1 || rect.height <= 1) continue;
    const wide = element.scrollWidth > element.clientWidth + 1;
    const tall = element.scrollHeight > element.clientHeight + 1;
    if ((clips(style.overflowX) || style.textOverflow === "ellipsis") && wide) {
      problems.push(
        `text cut at the side: <${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`,
      );
    } else if (clips(style.overflowY) && tall) {
      problems.push(
        `text cut at the top or bottom: <${element.tagName.toLowerCase()}> "${element.textContent?.trim().slice(0, 40)}"`,
      );
    }
  }
  return problems;
}

/**
 * What is wrong with how the page as it stands fits its screen, each problem named after `where`:
 * sideways scrolling, anything closer than GAP to an edge, and text cut off. `cards: false` leaves out
 * surfaces, for screens whose bars and panels are meant to reach the edges (the admin's). Waits for
 * fonts and eager images first, since a late font or image changes where lines break.
 */
export async function screenFitProblems(
  page: Page,
  where: string,
  { cards = true }: { cards?: boolean } = {},
): Promise<string[]> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => image.loading !== "lazy")
        .map((image) => image.decode().catch(() => undefined)),
    );
  });
  const problems: string[] = [];
  const scroll = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  if (scroll.scrollWidth > scroll.clientWidth) {
    problems.push(
      `${where}: scrolls sideways (${scroll.scrollWidth} px of content in ${scroll.clientWidth} px)`,
    );
  }
  for (const problem of await page.evaluate(findCrowdedEdges, { gap: GAP, cards }))
    problems.push(`${where}: ${problem}`);
  for (const problem of await page.evaluate(findClippedText)) problems.push(`${where}: ${problem}`);
  return problems;
}
