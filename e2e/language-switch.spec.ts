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

  const inBengali = async (page: Page, pathname: string) => {
    expect(new URL(page.url()).pathname).toBe(pathname);
    expect(await page.locator("html").getAttribute("lang")).toBe("bn");
  };
  const inEnglish = async (page: Page, pathname: string) => {
    expect(new URL(page.url()).pathname).toBe(pathname);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  };
  const untilTheWorkerControls = (page: Page) =>
    page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 15_000 });

  test("opens the site in Bengali on its first visit and on every return, until English is chosen", async ({
    page,
  }) => {
    await page.goto("/jewelry");
    await inBengali(page, "/bn/jewelry");
    // Remembered by the redirect, for the returns the browser's languages no longer decide.
    expect(await languageCookie(page)).toBe("bn");

    // An English address typed (or shared) once the service worker answers navigations.
    await untilTheWorkerControls(page);
    await page.goto("/jewelry");
    await inBengali(page, "/bn/jewelry");
    await page.goto("/about?ref=wa");
    await inBengali(page, "/bn/about");
    expect(new URL(page.url()).search).toBe("?ref=wa");

    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await inEnglish(page, "/about");
    expect(await languageCookie(page)).toBe("en");
    await page.goto("/jewelry");
    await inEnglish(page, "/jewelry");
    await page.goto("/");
    await inEnglish(page, "/");
  });

  test("offline, an English address opens the kept Bengali page for a returning Bengali reader", async ({
    page,
    context,
  }) => {
    await page.goto("/jewelry");
    await inBengali(page, "/bn/jewelry");
    await untilTheWorkerControls(page);
    // Kept by the service worker as it answers the page through the network.
    await page.goto("/bn/jewelry");

    await context.setOffline(true);
    await page.goto("/jewelry");
    await inBengali(page, "/bn/jewelry");
    await expect(page.getByRole("heading", { level: 1, name: "আমাদের গহনার কালেকশন" })).toBeVisible();

    // The switch still goes where it points, and its choice holds offline too.
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await inEnglish(page, "/jewelry");
    await page.goto("/jewelry");
    await inEnglish(page, "/jewelry");
    await context.setOffline(false);
  });
});

test.describe("a browser set to Bengali, without JavaScript", () => {
  test.use({ locale: "bn-BD", javaScriptEnabled: false });

  test("the switch to English goes where it points, though the first visit remembered Bengali", async ({
    page,
  }) => {
    await page.goto("/jewelry");
    expect(new URL(page.url()).pathname).toBe("/bn/jewelry");
    expect(await languageCookie(page)).toBe("bn");
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    expect(new URL(page.url()).pathname).toBe("/jewelry");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });
});

for (const width of [320, 390]) {
  test(`on a ${width} px phone the switch sits in the bar beside the menu, a full-size target clear of the brand`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const [address, label, home] of [
      ["/about", "বাংলা", "/"],
      ["/bn/about", "English", "/bn"],
    ] as const) {
      await page.goto(address);
      const banner = page.getByRole("banner");
      const language = banner.getByRole("link", { name: label });
      await expect(language).toBeVisible();
      const box = await language.boundingBox();
      const brand = await banner.locator(`a[href="${home}"]`).first().boundingBox();
      const menu = await banner.getByRole("button", { expanded: false }).boundingBox();
      if (!box || !brand || !menu) throw new Error("the bar lacks its brand, switch or menu");
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(brand.x + brand.width).toBeLessThanOrEqual(box.x);
      expect(box.x + box.width).toBeLessThanOrEqual(menu.x);
      expect(menu.x + menu.width).toBeLessThanOrEqual(width);
      expect(await banner.evaluate((bar) => bar.scrollWidth)).toBeLessThanOrEqual(width);
    }
    await page.getByRole("banner").getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/about$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
  });
}

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
