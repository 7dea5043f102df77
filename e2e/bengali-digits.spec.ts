import { pathInLanguage } from "#core/language";
import { expect, publicPagePaths, test } from "./fixtures";

/**
 * Text in a page's main content written with ASCII digits, with where it sits: what the reader sees
 * and what a screen reader or an empty field says. Phone numbers and addresses keep the digits the
 * owner typed them in, as a dialler and a map read them.
 */
const latinDigits = () => {
  const main = document.querySelector("main");
  if (!main) return ["no main content"];
  const typedAsIs = 'a[href^="tel:"], a[href*="wa.me"], address';
  const found: string[] = [];
  const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const text = walker.currentNode.textContent ?? "";
    const element = walker.currentNode.parentElement;
    if (/[0-9]/.test(text) && !element?.closest(typedAsIs) && element?.closest("[hidden]") === null) {
      found.push(`${element?.tagName.toLowerCase()}: ${text.trim()}`);
    }
  }
  for (const element of main.querySelectorAll("[placeholder], [aria-label], [title], img[alt]")) {
    for (const name of ["placeholder", "aria-label", "title", "alt"]) {
      const value = element.getAttribute(name);
      if (value && /[0-9]/.test(value) && !element.closest(typedAsIs)) found.push(`@${name}: ${value}`);
    }
  }
  return found;
};

test("every page under /bn writes its numbers in Bengali digits, the not-found page's too", async ({
  page,
  request,
}) => {
  const paths = [...(await publicPagePaths(request)), "/no-such-page"].map((path) =>
    pathInLanguage(path, "bn"),
  );
  const offences: Record<string, string[]> = {};
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("main")).toBeVisible();
    const found = await page.evaluate(latinDigits);
    if (found.length > 0) offences[path] = found;
  }
  expect(offences).toEqual({});
});
