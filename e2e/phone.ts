import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The phone the owner's daily jobs are tried on. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;

/** Opens a section from the admin's phone menu, as the owner reaches every screen. */
export async function openFromMenu(page: Page, section: RegExp) {
  await page.getByRole("button", { name: "Menu" }).tap();
  const nav = page.getByRole("navigation", { name: "Admin sections" });
  await nav.getByRole("link", { name: section }).tap();
  await expect(nav).toBeHidden();
}

/** Taps a control once it is wholly on the screen and nothing (a fixed bar) lies over it. */
export async function tapInView(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  await expect(control).toBeInViewport({ ratio: 1 });
  // A trial tap fails when another element would receive it.
  await control.tap({ trial: true });
  await control.tap();
}
