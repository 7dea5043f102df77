import type { Page } from "@playwright/test";
import { pathInLanguage } from "#core/language";
import { expect, publicPagePaths, test } from "./fixtures";

/**
 * Each element holding Bengali text of its own whose letters are spaced apart or put in capitals,
 * as `tag "text": letter-spacing text-transform`. Tracking made for Latin tears Bengali words apart.
 */
async function spacedBengali(page: Page): Promise<{ checked: number; spaced: string[] }> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const bengali = /[\u0980-\u09FF]/;
    let checked = 0;
    const spaced: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!bengali.test(ownText)) continue;
      checked += 1;
      const { letterSpacing, textTransform } = getComputedStyle(element);
      if (!["normal", "0px"].includes(letterSpacing) || textTransform !== "none")
        spaced.push(`${element.tagName} "${ownText.slice(0, 30)}": ${letterSpacing} ${textTransform}`);
    }
    return { checked, spaced };
  });
}

test("no Bengali text on a public page is tracked or put in capitals, eyebrows and labels included", async ({
  page,
  request,
}) => {
  for (const path of await publicPagePaths(request)) {
    await page.goto(pathInLanguage(path, "bn"));
    const { checked, spaced } = await spacedBengali(page);
    expect(checked, path).toBeGreaterThan(5);
    expect(spaced, path).toEqual([]);
  }
  // An eyebrow made for Latin small caps is among those read.
  await page.goto("/bn/about");
  await expect(page.getByText("আমাদের প্রতিষ্ঠান")).toHaveCSS("letter-spacing", "normal");
});

test("nor in the admin's column heads and labels", async ({ page, signInAsAdmin }) => {
  await signInAsAdmin();
  for (const path of ["/bn/admin", "/bn/admin/jewelry", "/bn/admin/messages"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path === "/bn/admin/jewelry") await expect(page.getByRole("columnheader").first()).toBeVisible();
    const { checked, spaced } = await spacedBengali(page);
    expect(checked, path).toBeGreaterThan(5);
    expect(spaced, path).toEqual([]);
  }
});
