import type { APIRequestContext } from "@playwright/test";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./fixtures";

// A restore replaces everything the shop holds: this spec runs alone, once the others are done.

const itemNames = async (request: APIRequestContext) =>
  ((await (await request.get("/api/jewelry")).json()) as { name: string }[]).map((item) => item.name);

test("the owner restores a downloaded backup from the admin, the shop serves it at once, and the restore can be undone", async ({
  signInAsAdmin,
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const token = await signInAsAdmin();
  const headers = { authorization: `Bearer ${token}` };
  await page.goto("/admin/backups");
  await page.getByRole("button", { name: "Back Up Now" }).click();
  await expect(page.getByText(/^Backup made:/)).toBeVisible();
  const newest = page.getByRole("table", { name: "Backups, newest first" }).getByRole("row").nth(1);
  const downloading = page.waitForEvent("download");
  await newest.getByRole("button", { name: /^Download the backup of / }).click();
  const download = await downloading;
  const archive = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(archive);

  // A piece added after the backup: the restore takes it away, undoing the restore brings it back.
  const later = `E2E After The Backup ${Date.now()}`;
  const created = await request.post("/api/jewelry", {
    headers,
    data: {
      name: later,
      description: "Added after the backup.",
      category: "Ring",
      metal: "Gold",
      purity: "22K",
      weight: 3.1,
      imageUrl: "/images/sample/ring-gold.svg",
    },
  });
  expect(created.status()).toBe(201);
  expect(await itemNames(request)).toContain(later);

  // The downloaded file goes back to the server, which checks it before offering to restore it.
  await page.getByLabel("Restore a Downloaded Backup…").setInputFiles(archive);
  const dialog = page.getByRole("dialog", { name: "Restore a Backup" });
  await expect(dialog.getByRole("definition").first()).toBeVisible();
  await expect(dialog).toContainText("Everything the shop holds now is replaced by this backup.");
  await dialog.getByLabel("Your password").fill("not the password");
  await dialog.getByRole("button", { name: "Restore This Backup" }).click();
  await expect(dialog.getByText("The password is incorrect")).toBeVisible();
  expect(await itemNames(request)).toContain(later);

  await dialog.getByLabel("Your password").fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: "Restore This Backup" }).click();
  await expect(dialog.getByRole("status")).toContainText("The shop now holds the backup of");
  expect(await itemNames(request)).not.toContain(later);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  // The backup was made in this sign-in: the owner stays signed in.
  await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();

  // The public pages the server keeps are rendered again from the restored data.
  const catalogue = await (await request.get("/jewelry")).text();
  expect(catalogue).not.toContain(later);

  // The shop as it was just before is the newest backup: restoring it undoes the restore.
  await page
    .getByRole("table", { name: "Backups, newest first" })
    .getByRole("row")
    .nth(1)
    .getByRole("button", { name: /^Restore the backup of / })
    .click();
  await dialog.getByLabel("Your password").fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: "Restore This Backup" }).click();
  await expect(dialog.getByRole("status")).toContainText("The shop now holds the backup of");
  expect(await itemNames(request)).toContain(later);
  await dialog.getByRole("button", { name: "Done" }).click();

  const removed = (await (await request.get("/api/jewelry")).json()) as { _id: string; name: string }[];
  const mine = removed.find((item) => item.name === later);
  await request.delete(`/api/jewelry/${mine?._id}`, { headers });
});
