import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The site's font files the page asks for, by name without their content hash. */
function fontsFetched(page: Page): string[] {
  const fonts: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (name.endsWith(".woff2")) fonts.push(name.replace(/-[\w-]{8}\.woff2$/, ".woff2"));
  });
  return fonts;
}

const withoutDeviceFaces = (css: string) =>
  css.replace(
    /(font-family:\s*"?Bengali System Font"?;[^}]*?src:)[^;}]*/g,
    "$1local(No Font On This Device)",
  );

const styleHash = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

/**
 * A device with no Bengali font of its own, as some desktops are: the faces that name the device's
 * Bengali fonts are pointed at a font no device has, in the page's inline style (its hash in the
 * page's policy changed with it) and in its stylesheets alike.
 */
async function withoutDeviceBengaliFont(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(".css") || !url.pathname.includes("."),
    async (route) => {
      const response = await route.fetch();
      const type = response.headers()["content-type"] ?? "";
      if (type.includes("text/css"))
        return route.fulfill({ response, body: withoutDeviceFaces(await response.text()) });
      if (!type.includes("text/html")) return route.fulfill({ response });
      const headers = { ...response.headers() };
      const body = (await response.text()).replace(/<style>([\s\S]*?)<\/style>/g, (_, css: string) => {
        const changed = withoutDeviceFaces(css);
        const policy = headers["content-security-policy"];
        if (policy) headers["content-security-policy"] = policy.replace(styleHash(css), styleHash(changed));
        return `<style>${changed}</style>`;
      });
      return route.fulfill({ response, headers, body });
    },
  );
}

const bengaliFontsDrawing = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === "loaded" && /Bengali/.test(face.family))
      .map((face) => face.family),
  );

/** The fonts that draw `selector`'s text, as the browser reports them. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  await session.send("DOM.enable");
  await session.send("CSS.enable");
  const { root } = await session.send("DOM.getDocument");
  const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
  await session.detach();
  return fonts.map((font) => font.familyName);
}

const FOOTER_PHONE = "footer a[href^='tel:']";

test("a Bengali page is drawn in the phone's own Bengali font and downloads none", async ({ page }) => {
  const fonts = fontsFetched(page);
  await page.goto("/bn/gold-rates");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Its Latin words (the footer's phone numbers) are drawn in the Latin fonts' stand-ins.
  expect(fonts).toEqual([]);
  expect(new Set(await bengaliFontsDrawing(page))).toEqual(new Set(["Bengali System Font"]));
  expect(await fontsDrawing(page, FOOTER_PHONE)).not.toContain("Inter");
});

test("without a Bengali font on the device, the page's letters come from the web font, never preloaded", async ({
  page,
}) => {
  await withoutDeviceBengaliFont(page);
  const fonts = fontsFetched(page);
  const response = await page.goto("/bn/about");
  expect(await response?.text()).not.toMatch(/rel="preload"[^>]*bengali/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toContain("noto-sans-bengali-wght.woff2");
  expect(await bengaliFontsDrawing(page)).toContain("Noto Sans Bengali Variable");
});

test("an English page with money on it fetches only the Latin fonts", async ({ page }) => {
  const fonts = fontsFetched(page);
  await page.goto("/gold-rates");
  await expect(page.getByText(/৳/).first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "বাংলা" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.sort()).toEqual(["inter-latin-wght.woff2", "playfair-display-latin-wght.woff2"]);
  expect(await fontsDrawing(page, FOOTER_PHONE)).toEqual(["Inter"]);
});

test("without a Bengali font, an English page fetches the taka sign's and বাংলা's small files, not the letters", async ({
  page,
}) => {
  await withoutDeviceBengaliFont(page);
  const fonts = fontsFetched(page);
  await page.goto("/gold-rates");
  await expect(page.getByText(/৳/).first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "বাংলা" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((name) => !name.includes("-latin-")).sort()).toEqual([
    "bengali-language-name-wght.woff2",
    "taka-sign-wght.woff2",
  ]);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali Variable"', "৳"))).toBe(
    true,
  );
  expect(await page.evaluate(() => document.fonts.check('16px "Bengali Language Name"', "বাংলা"))).toBe(true);
});

test("the phone bar's বাংলা on an English page fetches no Bengali font", async ({ page }) => {
  const fonts = fontsFetched(page);
  await withoutDeviceBengaliFont(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/about");
  await expect(page.getByRole("banner").getByRole("link", { name: "বাংলা" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((name) => name.includes("noto-sans-bengali"))).toEqual([]);
});
