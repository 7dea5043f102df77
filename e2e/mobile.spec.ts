import { expect, test } from "./fixtures";

test("the phone menu is a sheet listing each header link once, About included; the page in Bengali is in the bar beside it", async ({
  page,
  expectNoA11yViolations,
}) => {
  await page.goto("/");
  await expect(page.getByRole("banner").getByRole("link", { name: "বাংলা" })).toBeVisible();
  const toggle = page.getByRole("button", { name: "Open menu" });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  const sheet = page.locator("nav[aria-label='Main']:visible");
  const names = await sheet.getByRole("link").allInnerTexts();
  expect(names).toEqual(["Home", "Gold Calculator", "Jewelry", "Today's Rate", "About", "Contact"]);
  const box = await sheet.getByRole("link", { name: "About" }).boundingBox();
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await expectNoA11yViolations(page);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  await page.getByRole("button", { name: "Open menu" }).click();
  await sheet.getByRole("link", { name: "About" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("banner").getByRole("link", { name: "বাংলা" }).click();
  await expect(page).toHaveURL(/\/bn\/about$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "English" })).toBeVisible();
});
