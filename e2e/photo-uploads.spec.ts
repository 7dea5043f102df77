import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { parseUploadedImageUrl } from "#core/uploaded-image";
import { expect, test } from "./fixtures";

interface Item {
  _id: string;
  name: string;
  imageUrl: string;
  images: string[];
}

async function findItem(request: APIRequestContext, name: string): Promise<Item | undefined> {
  const items = (await (await request.get("/api/jewelry")).json()) as Item[];
  return items.find((item) => item.name === name);
}

/** A phone photo's stand-in: a large JPEG with a gradient in one colour, so each file is its own. */
async function photo(path: string, width: number, height: number, red: number): Promise<string> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      pixels[at] = red;
      pixels[at + 1] = Math.round((x / width) * 255);
      pixels[at + 2] = Math.round((y / height) * 255);
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(path);
  return path;
}

test("the owner uploads two photos to a new item, puts the second first, and a phone gets the photo its screen needs, offline too", async ({
  signInAsAdmin,
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const name = `E2E Uploaded Bala ${Date.now()}`;
  // Told apart later by their shapes: stored at most 1600 px wide, one 4:5 and one square.
  const front = await photo(testInfo.outputPath("bangle-front.jpg"), 2400, 3000, 200);
  const side = await photo(testInfo.outputPath("bangle-side.jpg"), 1800, 1800, 40);

  await signInAsAdmin();
  await page.goto("/admin/jewelry/new");
  const editor = page.getByRole("region", { name: "New jewelry item" });
  await editor.getByLabel("Name", { exact: true }).fill(name);
  await editor.getByLabel("Category").selectOption("Bangles");
  await editor.getByLabel("Weight (g)").fill("23.3");
  await editor.getByLabel("Purity").fill("22K");
  await editor
    .getByLabel("Description", { exact: true })
    .fill("A pair of bangles photographed on the counter.");

  await editor.getByLabel("Choose photos").setInputFiles([front, side]);
  await expect(editor.getByText("Uploaded photo, 1600 × 2000 px")).toBeVisible({ timeout: 60_000 });
  await expect(editor.getByText("Uploaded photo, 1600 × 1600 px")).toBeVisible({ timeout: 60_000 });

  await editor.getByRole("button", { name: "Move photo 2 earlier" }).click();
  await expect(editor.getByLabel("Photo 1 of 2, the main image")).toContainText("1600 × 1600 px");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Jewelry item added successfully!")).toBeVisible();

  const saved = await findItem(request, name);
  if (!saved) throw new Error("the item was not saved");
  const main = parseUploadedImageUrl(saved.imageUrl);
  const extra = parseUploadedImageUrl(saved.images[0] ?? "");
  expect(main, "the main image is an uploaded photo").not.toBeNull();
  expect(extra, "the other photo is an uploaded photo").not.toBeNull();
  // The side view, uploaded second, was moved first.
  expect([main?.width, main?.height]).toEqual([1600, 1600]);
  expect([extra?.width, extra?.height]).toEqual([1600, 2000]);

  // A 412 px phone at 1.75x lays the photo out about 380 px wide: it needs the 750 px file.
  // A phone's screen is its viewport; the project's desktop screen would make the browser guess wider.
  const phone = await browser.newContext({
    viewport: { width: 412, height: 823 },
    screen: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const visitor = await phone.newPage();
  const itemPage = `/jewelry/${saved._id}`;
  const served = await (await request.get(itemPage)).text();
  expect(served).toContain(`/uploads/${main?.hash}/750.avif 750w`);

  const mainPhoto = visitor.getByRole("img", { name }).first();
  const shownWidth = async () =>
    mainPhoto.evaluate((image) => {
      const img = image as HTMLImageElement;
      return img.complete && img.naturalWidth > 0 ? img.currentSrc : "";
    });
  await visitor.goto(itemPage);
  await visitor.locator("html[data-started]").waitFor({ state: "attached" });
  await expect.poll(shownWidth).toMatch(new RegExp(`/uploads/${main?.hash}/750\\.avif$`));

  // Seen once the service worker is in control, the photo stays on the phone.
  await visitor.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
    timeout: 15_000,
  });
  await visitor.reload();
  await expect.poll(shownWidth).toMatch(/\/750\.avif$/);
  await phone.setOffline(true);
  await visitor.reload();
  await expect(visitor.getByText(/You are offline/)).toBeVisible();
  await expect.poll(shownWidth).toMatch(/\/750\.avif$/);
  await phone.close();
});
