import fs from "node:fs";
import { startLocalS3 } from "../server/src/testing/local-s3";
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
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Daily backups kept must be between 1 and 90")).toBeVisible();
  await daily.fill("7");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Saved. Backups past it have been removed.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Daily backups" })).toHaveValue("7");

  // The dashboard tells the same last backup.
  await page.goto("/admin");
  await expect(page.getByRole("region", { name: "Last Backup" })).toContainText(
    / · [\d.]+ [kM]B · \d+ photos/,
  );
});

test("the owner sets up an offsite copy, tests it, and sees the newest backup copied", async ({
  signInAsAdmin,
  page,
  expectNoA11yViolations,
}) => {
  const s3 = await startLocalS3();
  try {
    await signInAsAdmin();
    await page.goto("/admin/backups");
    await page.getByRole("button", { name: "Back Up Now" }).click();
    await expect(page.getByText(/^Backup made: /)).toBeVisible();

    const card = page.getByRole("region", { name: "Offsite Copy" });
    await expect(card).toContainText("Backblaze B2, Cloudflare R2");
    await card.getByRole("switch", { name: "Copy each backup to this storage" }).check();
    await card.getByRole("textbox", { name: "Endpoint URL" }).fill(s3.endpoint);
    await card.getByRole("textbox", { name: "Bucket" }).fill(s3.bucket);
    await card.getByRole("textbox", { name: "Folder (optional)" }).fill("shop");
    await card.getByRole("textbox", { name: "Access Key ID" }).fill("S3RVER");
    await card.getByRole("switch", { name: "Path-style addresses" }).check();
    const secret = card.getByLabel("Secret Key");
    await secret.fill("not the secret");
    await card.getByRole("button", { name: "Test Connection" }).click();
    await expect(card.getByText(/^The secret key does not match the access key ID\./)).toBeVisible();
    await secret.fill(s3.secretAccessKey);
    await card.getByRole("button", { name: "Test Connection" }).click();
    await expect(card.getByText(/^Connected: the storage took the key/)).toBeVisible();
    await expectNoA11yViolations(page);

    await card.getByRole("button", { name: "Save Offsite Settings" }).click();
    await expect(card.getByText(/^Saved\. The newest backup is being copied now/)).toBeVisible();
    await expect(secret).toHaveValue("");
    await expect(secret).toHaveAttribute("placeholder", "Saved: leave blank to keep");
    // The screen reads the list again while the copy goes up, until it says how it went.
    const status = page.getByRole("region", { name: "Last Backup" });
    await expect(status).toContainText(/Copied offsite: /, { timeout: 15_000 });
    await expect(status.getByRole("alert")).toHaveCount(0);
    expect((await s3.keys()).filter((key) => /^shop\/shop-[\dTZ-]+\.tar\.gz$/.test(key))).toHaveLength(1);

    // The copy can be brought back to restore: it opens in the restore dialog, which is left unanswered.
    await page.getByRole("button", { name: "Restore an Offsite Copy…" }).click();
    const copies = page.getByRole("dialog", { name: "Offsite Copies" });
    await copies
      .getByRole("button", { name: /^Bring back the copy of / })
      .first()
      .click();
    const restore = page.getByRole("dialog", { name: "Restore a Backup" });
    await expect(restore.getByRole("definition").first()).toBeVisible();
    await expectNoA11yViolations(page);
    await restore.getByRole("button", { name: "Cancel" }).click();

    // The dashboard tells the same copy.
    await page.goto("/admin");
    await expect(page.getByRole("region", { name: "Last Backup" })).toContainText("Copied offsite: ");
  } finally {
    // Leave the shared shop as it was: no copies to a storage that is about to go.
    await page.goto("/admin/backups");
    const card = page.getByRole("region", { name: "Offsite Copy" });
    await card.getByRole("switch", { name: "Copy each backup to this storage" }).uncheck();
    await card.getByRole("button", { name: "Save Offsite Settings" }).click();
    await expect(card.getByText("Saved. Backups are no longer copied offsite.")).toBeVisible();
    await s3.stop();
  }
});
