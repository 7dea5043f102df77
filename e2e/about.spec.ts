import type { WebsiteSettings } from "#core/schemas/settings";
import { expect, test } from "./fixtures";

test("the about page tells the shop's story from its settings and leads on", async ({
  page,
  request,
  expectNoA11yViolations,
}) => {
  const settings = (await (await request.get("/api/website-settings")).json()) as WebsiteSettings;
  const { aboutUs, business } = settings;
  await page.goto("/about");

  await expect(page.getByRole("heading", { level: 1, name: aboutUs.title })).toBeVisible();
  for (const text of [aboutUs.description, aboutUs.associationLine, aboutUs.story, aboutUs.storyNote]) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByText(aboutUs.mission, { exact: true })).toBeVisible();
  await expect(page.getByText(aboutUs.vision, { exact: true })).toBeVisible();
  const stats = page.getByRole("definition");
  await expect(stats).toHaveText([business.established || "2020", "Yes", "50k+"]);
  await expect(page.getByRole("term")).toHaveText(["Serving Since", "Licensed", "Customers"]);
  for (const heading of ["Our Story", "Mission", "Vision", "Core Values", "Why Choose Us"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  for (const value of ["Quality", "Tradition", "Customer First"]) {
    await expect(page.getByRole("heading", { level: 3, name: value })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectNoA11yViolations(page);

  await page.getByRole("link", { name: "View Collection" }).click();
  await expect(page).toHaveURL(/\/jewelry$/);
});
