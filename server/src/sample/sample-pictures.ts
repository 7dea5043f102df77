import fs from "node:fs/promises";
import path from "node:path";
import type { NewJewelry } from "#core/schemas/jewelry";
import { uploadedImageUrl } from "#core/uploaded-image";
import type { Logger } from "../logger";
import { projectRoot, pwaDist } from "../paths";
import type { UploadStore } from "../uploads/upload-store";
import { sampleCatalogue } from "./sample-data";

const SAMPLE_IMAGES_PATH = "/images/sample/";
/** The PWA's sources in a checkout; the built site where a server was shipped with that alone. */
const SAMPLE_IMAGE_FOLDERS = [
  path.join(projectRoot, "pwa", "public", "images", "sample"),
  path.join(pwaDist, "images", "sample"),
];

/**
 * The artwork is drawn 800 px wide; at 750, the widest a phone needs (a 412 px screen at 1.75×), it
 * skips a near-twin 800 px variant of every format: the first seeding takes ~6.5 s on two cores, not
 * ~9 s, and its 1.75 MB of photos are a third lighter.
 */
const SAMPLE_PICTURE_WIDTH = 750;

/** Each sample picture's path on the site ("/images/sample/ring-gold.svg") → its stored photo's address. */
export type SamplePictures = ReadonlyMap<string, string>;

async function readSampleImage(sitePath: string): Promise<Buffer> {
  const name = path.basename(sitePath);
  for (const folder of SAMPLE_IMAGE_FOLDERS) {
    try {
      return await fs.readFile(path.join(folder, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new Error(`${name} is in none of ${SAMPLE_IMAGE_FOLDERS.join(", ")}`);
}

async function storeSamplePictures(store: UploadStore, logger: Logger): Promise<SamplePictures> {
  const started = performance.now();
  const sitePaths = [...new Set(sampleCatalogue.flatMap((item) => [item.imageUrl, ...item.images]))].filter(
    (sitePath) => sitePath.startsWith(SAMPLE_IMAGES_PATH),
  );
  // The store builds two at a time; a picture it cannot build keeps its SVG, which still shows.
  const stored = await Promise.all(
    sitePaths.map(async (sitePath) => {
      try {
        return [
          sitePath,
          uploadedImageUrl(
            await store.saveArtwork(await readSampleImage(sitePath), { maxWidth: SAMPLE_PICTURE_WIDTH }),
          ),
        ] as const;
      } catch (error) {
        logger.warn("a sample picture keeps its SVG", { path: sitePath, error: String(error) });
        return null;
      }
    }),
  );
  const pictures = new Map(stored.filter((entry) => entry !== null));
  logger.info("sample pictures ready", {
    count: pictures.size,
    ms: Math.round(performance.now() - started),
  });
  return pictures;
}

const pending = new WeakMap<UploadStore, Promise<SamplePictures>>();

/**
 * The sample catalogue's pictures as stored photos, built by the same pipeline as the owner's
 * (the first time, 6–7 s on two cores; afterwards each is found by its hash in milliseconds,
 * and found again, never trusted from memory, since housekeeping may remove one nothing uses yet).
 * Calls made while a build runs share it.
 */
export function samplePictures(store: UploadStore, logger: Logger): Promise<SamplePictures> {
  const running = pending.get(store);
  if (running) return running;
  const build = storeSamplePictures(store, logger).finally(() => pending.delete(store));
  pending.set(store, build);
  return build;
}

export const withSamplePictures = (item: NewJewelry, pictures: SamplePictures): NewJewelry => ({
  ...item,
  imageUrl: pictures.get(item.imageUrl) ?? item.imageUrl,
  images: item.images.map((image) => pictures.get(image) ?? image),
});
