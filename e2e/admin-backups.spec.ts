import fs from "node:fs";
import { expect, test } from "./fixtures";

// The admin is online-only: with no service worker in between, page.route sees every API call.
test.use({ serviceWorkers: "block" });

test("the owner backs up the shop, downloads the backup, and sets how many are kept", async ({
  signInAsAdmin,
  page,
  expectNoA11yViolations,
}) => {
  await signInAsAdmin();
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("link", { name: "Backups" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();

  await page.getByRole("button", { name: "Back Up Now" }).click();
  await expect(
    page.getByText(/^Backup made: [\d.]+ [kM]B\. Download it to keep a copy away from the server\.$/),
  ).toBeVisible();
  const status = page.getByRole("region", { name: "Last Backup" });
  await expect(status).toContainText(/ · [\d.]+ [kM]B · \d+ photos/);
  await expect(status.getByRole("alert")).toHaveCount(0);
  await expectNoA11yViolations(page);

  const newest = page.getByRole("table", { name: "Backups, newest first" }).getByRole("row").nth(1);
  const download = page.waitForEvent("download");
  await newest.getByRole("button", { name: /^Download the backup of / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^shop-\d{4}-\d\d-\d\dT[\d-]+Z\.tar\.gz$/);
  const bytes = fs.readFileSync(await file.path());
  // A gzip stream, big enough to hold the database.
  expect([...bytes.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
  expect(bytes.length).toBeGreaterThan(10_000);

  const daily = page.getByRole("textbox", { name: "Daily backups" });
  await daily.fill("0");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Daily backups kept must be between 1 and 90")).toBeVisible();
  await daily.fill("7");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved. Backups past it have been removed.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Daily backups" })).toHaveValue("7");

  // The dashboard tells the same last backup.
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Last Backup" })).toContainText(
    / · [\d.]+ [kM]B · \d+ photos/,
  );
});
