/**
 * The upload path: a 12-megapixel phone photo through the server's pipeline (sniff, decode, orient,
 * resize, encode every width in AVIF, WebP and JPEG, store). Prints medians, never fails on them.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { UPLOAD_FORMATS, type UploadFormat, uploadWidths } from "#core/uploaded-image";
import { type DecodedPhoto, decodePhoto, ENCODINGS } from "../server/src/uploads/photo-encoding";
import { createUploadStore } from "../server/src/uploads/upload-store";
import { kilobytes, median, print } from "./report";

const WIDTH = 4000;
const HEIGHT = 3000;
const SCENE = path.resolve(import.meta.dirname, "../pwa/public/images/sample/necklace-gold.svg");

/**
 * A phone's photo of a necklace: the sample artwork drawn at 12 megapixels under six octaves of
 * grain, from the sensor's finest to the light's broadest, so it has detail at every scale as a
 * photo does. At quality 90 it weighs ~2 MB, as a phone's 12-megapixel JPEG does (2–4 MB). Two
 * qualities: the same photo as two files, so the store builds both.
 */
async function twelveMegapixelPhotos(qualities: number[]): Promise<Buffer[]> {
  const raw = { width: WIDTH, height: HEIGHT, channels: 3 } as const;
  const grain = await Promise.all(
    Array.from({ length: 6 }, async (_, octave) => ({
      input: await sharp({
        create: {
          width: Math.max(4, Math.round(WIDTH / 2 ** (octave * 1.3))),
          height: Math.max(3, Math.round(HEIGHT / 2 ** (octave * 1.3))),
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 24 },
        },
      })
        .resize(WIDTH, HEIGHT, { kernel: "cubic" })
        .raw()
        .toBuffer(),
      raw,
      blend: "soft-light" as const,
    })),
  );
  const scene = await sharp(SCENE, { density: 72 * 5 })
    .resize(WIDTH, HEIGHT, { fit: "cover" })
    .removeAlpha()
    .composite(grain)
    .raw()
    .toBuffer();
  return Promise.all(qualities.map((quality) => sharp(scene, { raw }).jpeg({ quality }).toBuffer()));
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Every width of one format, one after another as the store does; its time and bytes. */
async function encodeAll(photo: DecodedPhoto, format: UploadFormat) {
  const sizes: number[] = [];
  const [, ms] = await timed(async () => {
    for (const width of uploadWidths(photo.width)) {
      const image = sharp(photo.pixels, {
        raw: { width: photo.width, height: photo.height, channels: photo.channels },
      });
      if (width < photo.width) image.resize({ width });
      sizes.push((await ENCODINGS[format](image).toBuffer()).byteLength);
    }
  });
  return { ms, largest: sizes.at(-1) ?? 0, total: sizes.reduce((sum, size) => sum + size, 0) };
}

export async function benchUploadPipeline(rounds: number) {
  const [original = Buffer.alloc(0), twin = Buffer.alloc(0)] = await twelveMegapixelPhotos([90, 89]);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "jewellery-bench-uploads-"));
  try {
    const runs: { decode: number; encode: Record<UploadFormat, number>; one: number; two: number }[] = [];
    let bytes: Record<UploadFormat, { largest: number; total: number }> | undefined;
    for (let round = 1; round <= rounds; round++) {
      const [photo, decode] = await timed(() => decodePhoto(original));
      const encode = {} as Record<UploadFormat, number>;
      const sizes = {} as Record<UploadFormat, { largest: number; total: number }>;
      for (const format of UPLOAD_FORMATS) {
        const { ms, ...size } = await encodeAll(photo, format);
        encode[format] = ms;
        sizes[format] = size;
      }
      bytes = sizes;
      const [, one] = await timed(() => createUploadStore(path.join(tmp, `one-${round}`)).save(original));
      const pair = createUploadStore(path.join(tmp, `two-${round}`));
      const [, two] = await timed(() => Promise.all([pair.save(original), pair.save(twin)]));
      runs.push({ decode, encode, one, two });
    }

    const ms = (values: number[]) => `${Math.round(median(values))} ms`.padStart(9);
    const perSecond = (msPerPhoto: number) => (1000 / msPerPhoto).toFixed(2);
    const one = median(runs.map((run) => run.one));
    const two = median(runs.map((run) => run.two)) / 2;
    print();
    print(
      `Upload pipeline: a ${WIDTH}×${HEIGHT} JPEG at quality 90 (${kilobytes(original.byteLength)}), ` +
        `median of ${rounds} runs, widths ${uploadWidths(1600).join("/")}`,
    );
    print(`decode, orient, resize to 1600 px  ${ms(runs.map((run) => run.decode))}`);
    for (const format of UPLOAD_FORMATS)
      print(`encode ${format.padEnd(4)} at every width       ${ms(runs.map((run) => run.encode[format]))}`);
    print(`whole upload, one at a time        ${ms([one])}  ${perSecond(one)} photos/s`);
    print(`two at once (the server's limit)   ${ms([two])}  ${perSecond(two)} photos/s (per photo)`);
    print();
    print("format   1600 px      saved   every width   saved   (against the original)");
    for (const format of UPLOAD_FORMATS) {
      const size = bytes?.[format] ?? { largest: 0, total: 0 };
      const saved = (part: number) => `${Math.round((1 - part / original.byteLength) * 100)}%`.padStart(6);
      print(
        `${format.padEnd(6)} ${kilobytes(size.largest).padStart(10)} ${saved(size.largest)}  ` +
          `${kilobytes(size.total).padStart(11)} ${saved(size.total)}`,
      );
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
