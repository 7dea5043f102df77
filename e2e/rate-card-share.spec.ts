import fs from "node:fs";
import sharp from "sharp";
import { expect, test } from "./fixtures";

/** The size of a PNG the page shared or saved. */
const pngSize = async (bytes: Buffer) => {
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height, under200kB: bytes.byteLength < 200 * 1024 };
};
const SQUARE = { format: "png", width: 1080, height: 1080, under200kB: true };

test("Share today's rate saves the square card where the browser cannot share files, its code loaded on the tap", async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (/share-rate-card[^/]*\.js$/.test(new URL(request.url()).pathname)) chunks.push(request.url());
  });
  await page.goto("/gold-rates");
  const button = page.getByRole("button", { name: "Share today's rate" });
  await expect(button).toBeVisible();
  expect(chunks).toEqual([]);

  const download = page.waitForEvent("download");
  await button.click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/^gold-rate-\d{4}-\d{2}-\d{2}-en\.png$/);
  expect(await pngSize(fs.readFileSync(await saved.path()))).toEqual(SQUARE);
  expect(chunks).toHaveLength(1);
  await expect(page.getByText("The rate card is saved in your downloads.")).toBeVisible();
});

test("on a phone's browser the Bengali card goes to the share sheet as a PNG file", async ({ page }) => {
  // The share sheet is the device's own: stood in for here, keeping what it was handed.
  await page.addInitScript(() => {
    const shared: { name: string; type: string; bytes: number[] }[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.assign(navigator, {
      canShare: (data: ShareData) => (data.files?.length ?? 0) > 0,
      share: async (data: ShareData) => {
        for (const file of data.files ?? []) {
          shared.push({
            name: file.name,
            type: file.type,
            bytes: [...new Uint8Array(await file.arrayBuffer())],
          });
        }
      },
    });
  });
  await page.goto("/bn/gold-rates");
  await page.getByRole("button", { name: "আজকের দর শেয়ার করুন" }).click();
  const shared = await page.waitForFunction(
    () =>
      (window as unknown as { sharedFiles: { name: string; type: string; bytes: number[] }[] })
        .sharedFiles[0],
  );
  const file = (await shared.jsonValue()) as { name: string; type: string; bytes: number[] };
  expect(file.name).toMatch(/^gold-rate-\d{4}-\d{2}-\d{2}-bn\.png$/);
  expect(file.type).toBe("image/png");
  expect(await pngSize(Buffer.from(file.bytes))).toEqual(SQUARE);
});

test("the Gold Rates screen shares today's card in either language", async ({ page, signInAsAdmin }) => {
  await signInAsAdmin();
  await page.goto("/admin/rates");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "বাংলা" }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toMatch(/-bn\.png$/);
  expect(await pngSize(fs.readFileSync(await saved.path()))).toEqual(SQUARE);
});
