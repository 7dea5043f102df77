import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewJewelry } from "#core/schemas/jewelry";
import { type UploadedImage, uploadedImageUrl, uploadVariantUrl } from "#core/uploaded-image";
import { silentLogger } from "../logger";
import { createTestApp, type TestApp } from "../testing/test-app";
import { testPhoto } from "../testing/test-photos";
import { INCOMING_DIR } from "./upload-store";
import { startUploadHousekeeping, sweepUploads } from "./upload-sweep";

const HOUR = 60 * 60 * 1000;
const GRACE = 24 * HOUR;

const ring: NewJewelry = {
  name: "Shapla Ring",
  description: "A ring.",
  category: "Ring",
  metal: "Gold",
  purity: "22K",
  weight: 4.2,
  imageUrl: "",
  images: [],
  featured: false,
};

describe("photo housekeeping", () => {
  let dir: string;
  let t: TestApp;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
    t = await createTestApp({ sampleData: false, uploadsDir: dir });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  let shade = 0;
  /** A photo of its own: each a different colour. */
  const newPhoto = () => {
    shade += 20;
    return testPhoto({ width: 64, height: 48, color: { r: shade, g: 100, b: 100 } });
  };
  /** A stored photo, its folder last touched `hoursAgo`. */
  const storedPhoto = async (hoursAgo: number, bytes?: Buffer): Promise<UploadedImage> => {
    const photo = await t.uploads.save(bytes ?? (await newPhoto()));
    age(path.join(dir, photo.hash), hoursAgo);
    return photo;
  };
  const age = (folder: string, hoursAgo: number) => {
    const then = new Date(Date.now() - hoursAgo * HOUR);
    fs.utimesSync(folder, then, then);
  };
  const photoFolders = () =>
    fs
      .readdirSync(dir)
      .filter((name) => name !== INCOMING_DIR)
      .sort();
  const sweep = () => sweepUploads({ store: t.uploads, repos: t.repos, graceMs: GRACE });

  it("removes a photo nothing refers to once its grace is over, and never one still referred to", async () => {
    const main = await storedPhoto(72);
    const extra = await storedPhoto(72);
    const inText = await storedPhoto(72);
    const logo = await storedPhoto(72);
    const trademark = await storedPhoto(72);
    const unused = await storedPhoto(25);
    const uploadedJustNow = await storedPhoto(1);
    t.repos.jewelry.create({
      ...ring,
      imageUrl: uploadedImageUrl(main),
      images: ["https://cdn.example.net/ring.jpg", uploadedImageUrl(extra)],
      description: `Worn here: ![the ring on a hand](${uploadVariantUrl(inText, 64, "webp")})`,
    });
    t.repos.settings.save("media", {
      ...t.repos.settings.get().media,
      logo: `https://shop.example.com${uploadedImageUrl(logo)}`,
    });
    t.repos.settings.save("trademarkImage", uploadedImageUrl(trademark));

    expect(await sweep()).toEqual({ removed: [unused.hash] });
    expect(photoFolders()).toEqual(
      [main, extra, inText, logo, trademark, uploadedJustNow].map((photo) => photo.hash).sort(),
    );
    expect(fs.readdirSync(path.join(dir, INCOMING_DIR))).toEqual([]);
    expect((await t.request(uploadedImageUrl(unused))).status).toBe(404);
    expect((await t.request(uploadedImageUrl(main))).status).toBe(200);
  });

  it("keeps a photo only an item's Bengali description shows", async () => {
    const photo = await storedPhoto(72);
    t.repos.jewelry.create({
      ...ring,
      bn: { name: "শাপলা আংটি", description: `হাতে পরা: ![আংটি](${uploadVariantUrl(photo, 64, "webp")})` },
    });
    expect(await sweep()).toEqual({ removed: [] });
    expect((await t.request(uploadedImageUrl(photo))).status).toBe(200);
  });

  it("removes a photo once the item that showed it is deleted", async () => {
    const photo = await storedPhoto(48);
    const item = t.repos.jewelry.create({ ...ring, imageUrl: uploadedImageUrl(photo) });
    expect(await sweep()).toEqual({ removed: [] });
    t.repos.jewelry.remove(item._id);
    expect(await sweep()).toEqual({ removed: [photo.hash] });
  });

  it("restarts a photo's grace when it is sent again, and spares one being stored right now", async () => {
    const again = await newPhoto();
    const sentAgain = await storedPhoto(48, again);
    const bytes = await newPhoto();
    const beingStored = await storedPhoto(48, bytes);

    expect(await t.uploads.save(again)).toEqual(sentAgain);
    const storing = t.uploads.saveArtwork(bytes, { maxWidth: 64 });
    expect(await sweep()).toEqual({ removed: [] });
    expect(await storing).toEqual(beingStored);
    expect(photoFolders()).toEqual([sentAgain.hash, beingStored.hash].sort());
  });

  it("clears scratch folders an interrupted upload left, but not one still being written", async () => {
    const incoming = path.join(dir, INCOMING_DIR);
    fs.mkdirSync(path.join(incoming, "photo-interrupted"), { recursive: true });
    fs.writeFileSync(path.join(incoming, "photo-interrupted", "320.avif"), "half");
    age(path.join(incoming, "photo-interrupted"), 2);
    fs.mkdirSync(path.join(incoming, "photo-in-progress"));
    await sweep();
    expect(fs.readdirSync(incoming)).toEqual(["photo-in-progress"]);
  });

  it("sweeps at start and on every tick until stopped", async () => {
    const first = await storedPhoto(48);
    const housekeeping = startUploadHousekeeping({
      store: t.uploads,
      repos: t.repos,
      graceMs: GRACE,
      logger: silentLogger,
      intervalMs: 40,
    });
    try {
      await expect.poll(photoFolders).not.toContain(first.hash);
      const second = await storedPhoto(48);
      await expect.poll(photoFolders).not.toContain(second.hash);
      housekeeping.stop();
      const third = await storedPhoto(48);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(photoFolders()).toContain(third.hash);
    } finally {
      housekeeping.stop();
    }
  });
});
