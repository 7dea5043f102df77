import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const languageCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value;

test("the switch opens the page in Bengali and the choice holds for English addresses until English is chosen", async ({
  page,
}) => {
  await page.goto("/jewelry");
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  const bengali = page.getByRole("banner").getByRole("link", { name: "বাংলা" });
  await expect(bengali).toHaveAttribute("hreflang", "bn");
  await bengali.click();
  await expect(page).toHaveURL(/\/bn\/jewelry$/);
  await expect(page.getByRole("heading", { level: 1, name: "আমাদের গহনার কালেকশন" })).toBeVisible();
  expect(await page.locator("html").getAttribute("lang")).toBe("bn");
  expect(await languageCookie(page)).toBe("bn");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("bn");

  // From here the service worker answers navigations: the server's redirect passes through it.
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });
  await page.goto("/");
  await expect(page).toHaveURL(/\/bn$/);
  expect(await page.locator("html").getAttribute("lang")).toBe("bn");
  await page.goto("/gold-rates?from=test");
  await expect(page).toHaveURL(/\/bn\/gold-rates\?from=test$/);

  const english = page.getByRole("banner").getByRole("link", { name: "English" });
  await expect(english).toHaveText("EN");
  await english.click();
  await expect(page).toHaveURL(/\/gold-rates\?from=test$/);
  expect(new URL(page.url()).pathname).toBe("/gold-rates");
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  expect(await languageCookie(page)).toBe("en");

  // A Bengali address stays Bengali whatever was chosen: a shared link opens as it was shared.
  await page.goto("/bn/about");
  await expect(page).toHaveURL(/\/bn\/about$/);
  expect(await page.locator("html").getAttribute("lang")).toBe("bn");
  await page.goto("/");
  expect(new URL(page.url()).pathname).toBe("/");
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
});

test.describe("a browser set to Bengali", () => {
  test.use({ locale: "bn-BD" });

  test("opens the site in Bengali on its first visit, and can still choose English", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/bn$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    expect(new URL(page.url()).pathname).toBe("/");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await page.goto("/contact");
    expect(new URL(page.url()).pathname).toBe("/contact");
  });
});

test("on a phone the switch waits in the menu, a full-size target that fits the narrowest screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  const bengali = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "বাংলা" });
  await expect(bengali).toBeVisible();
  const box = await bengali.boundingBox();
  expect(box?.height).toBeGreaterThanOrEqual(44);
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await bengali.click();
  await expect(page).toHaveURL(/\/bn\/about$/);
});

test("the admin's title bar switches the screen on show, and its sign-in page too", async ({
  signInAsAdmin,
  page,
}) => {
  await page.goto("/admin/login");
  await expect(page.getByRole("link", { name: "বাংলা" })).toHaveAttribute("href", "/bn/admin/login");
  await signInAsAdmin();
  await page.goto("/admin/jewelry");
  const bengali = page.getByRole("banner").getByRole("link", { name: "বাংলা" });
  await bengali.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bn\/admin\/jewelry$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toHaveAttribute(
    "href",
    "/admin/jewelry",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server's header links to the page in Bengali", async ({ page }) => {
    await page.goto("/jewelry?category=ring");
    await page.getByRole("banner").getByRole("link", { name: "বাংলা" }).click();
    await expect(page).toHaveURL(/\/bn\/jewelry\?category=ring$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
  });
});
