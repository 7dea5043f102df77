import { expect, test } from "./fixtures";

test("an English page fetches only the Latin fonts, and the taka sign's own small file where it shows money", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    const name = new URL(request.url()).pathname.split("/").pop() ?? "";
    if (name.endsWith(".woff2")) fonts.push(name.replace(/-[\w-]{8}\.woff2$/, ".woff2"));
  });
  await page.goto("/gold-rates");
  await expect(page.getByText(/৳/).first()).toBeVisible();
  // The language switch writes "বাংলা" in the header, from a file of its four letters, not the Bengali one.
  await expect(page.getByRole("banner").getByRole("link", { name: "বাংলা" })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.sort()).toEqual([
    "bengali-language-name-wght.woff2",
    "inter-latin-wght.woff2",
    "playfair-display-latin-wght.woff2",
    "taka-sign-wght.woff2",
  ]);
  expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali Variable"', "৳"))).toBe(
    true,
  );
  expect(await page.evaluate(() => document.fonts.check('16px "Bengali Language Name"', "বাংলা"))).toBe(true);
});

test("the phone menu's বাংলা on an English page fetches no Bengali font", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(new URL(request.url()).pathname);
  });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/about");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "বাংলা" }),
  ).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  expect(fonts.filter((path) => path.includes("noto-sans-bengali"))).toEqual([]);
});
