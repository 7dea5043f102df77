import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { uploadWidths } from "#core/uploaded-image";
import {
  colorDistance,
  decompressionBombPng,
  storedFiles,
  svgWithScript,
  testPhoto,
} from "../testing/test-photos";
import { decodePhoto, ENCODINGS } from "./photo-encoding";
import { PhotoRefused } from "./photo-refused";
import { createUploadStore, INCOMING_DIR } from "./upload-store";

describe("the photo store", () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-"));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const photoFolders = () => fs.readdirSync(dir).filter((name) => name !== INCOMING_DIR);
  const scratch = () => fs.readdirSync(path.join(dir, INCOMING_DIR));

  it("leaves neither a folder nor scratch behind when encoding fails midway", async () => {
    let webps = 0;
    const failing = createUploadStore(dir, {
      encodings: {
        ...ENCODINGS,
        webp: (image) => {
          webps += 1;
          // The third WebP asks for a quality that does not exist, as a real encoder failure would.
          return webps === 3 ? image.webp({ quality: 1000 }) : ENCODINGS.webp(image);
        },
      },
    });
    const photo = await testPhoto({ width: 1000, height: 700 });
    await expect(failing.save(photo)).rejects.toThrow(/quality/);
    expect(webps).toBe(3);
    expect(photoFolders()).toEqual([]);
    expect(scratch()).toEqual([]);

    // Nothing half-written stands in the way of the next try.
    const stored = await createUploadStore(dir).save(photo);
    expect(photoFolders()).toEqual([stored.hash]);
    expect(Object.keys(storedFiles(path.join(dir, stored.hash)))).toHaveLength(
      uploadWidths(1000).length * 3 + 1,
    );
  });

  it("keeps the pixel limit while decoding, even for a header it was not shown", async () => {
    await expect(decodePhoto(decompressionBombPng(30_000, 30_000))).rejects.toEqual(
      new PhotoRefused("photoTooManyPixels"),
    );
  });

  it("rebuilds a photo whose folder lost its facts, in place", async () => {
    const store = createUploadStore(dir);
    const photo = await testPhoto({ width: 400, height: 300 });
    const first = await store.save(photo);
    fs.writeFileSync(path.join(dir, first.hash, "photo.json"), "{ damaged");
    fs.rmSync(path.join(dir, first.hash, "400.avif"));

    expect(await createUploadStore(dir).save(photo)).toEqual(first);
    expect(Object.keys(storedFiles(path.join(dir, first.hash))).sort()).toEqual(
      ["320.avif", "320.jpg", "320.webp", "400.avif", "400.jpg", "400.webp", "photo.json"].sort(),
    );
    expect(scratch()).toEqual([]);
  });

  it("draws the site's own SVG artwork at the width asked, which it refuses from an upload", async () => {
    const store = createUploadStore(dir);
    await expect(store.save(svgWithScript)).rejects.toEqual(new PhotoRefused("photoNotAPhoto"));
    const artwork = await store.saveArtwork(svgWithScript, { maxWidth: 300 });
    expect(artwork).toMatchObject({ width: 300, height: 225 });
    expect(colorDistance(artwork.color, { r: 0xc9, g: 0xa1, b: 0x4a })).toBeLessThan(24);
  });
});
