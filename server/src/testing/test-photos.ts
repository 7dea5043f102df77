import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { UPLOAD_FIELD } from "#core/uploaded-image";

/** A colour field with grain (the same grain every time), so it compresses like a photo. */
function grainyField(width: number, height: number, { r, g, b }: { r: number; g: number; b: number }) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let i = 0; i < pixels.length; i += 3) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const grain = (seed % 25) - 12;
    pixels[i] = r + grain;
    pixels[i + 1] = g + grain;
    pixels[i + 2] = b + grain;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/**
 * A photo as a phone sends it. `orientation` and `gps` write the EXIF a phone would; `p3` converts
 * the pixels to Display P3 and tags them with its profile, as a recent phone does.
 */
export async function testPhoto({
  width = 900,
  height = 600,
  color = { r: 176, g: 128, b: 64 },
  orientation,
  gps = false,
  p3 = false,
  format = "jpeg",
}: {
  width?: number;
  height?: number;
  color?: { r: number; g: number; b: number };
  orientation?: number;
  gps?: boolean;
  p3?: boolean;
  format?: "jpeg" | "png" | "webp" | "avif" | "gif";
} = {}): Promise<Buffer> {
  let image = grainyField(width, height, color);
  if (gps)
    image = image.withExif({
      IFD0: { Make: "PhoneCo", Model: "Camera 12" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 48/1 0/1" },
    });
  if (orientation) image = image.withMetadata({ orientation });
  if (p3) image = image.withIccProfile("p3", { attach: true });
  return image.toFormat(format).toBuffer();
}

/** How far a "rrggbb" colour is from `rgb`: the sum of the three channels' differences. */
export const colorDistance = (hex: string, { r, g, b }: { r: number; g: number; b: number }) =>
  Math.abs(Number.parseInt(hex.slice(0, 2), 16) - r) +
  Math.abs(Number.parseInt(hex.slice(2, 4), 16) - g) +
  Math.abs(Number.parseInt(hex.slice(4, 6), 16) - b);

/** The EXIF block holds a pointer to GPS data: tag 0x8825, in either byte order. */
export const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A complete, valid PNG of `width`×`height` black pixels, one bit each: ~110 kB on disk for
 * 30000×30000, which would inflate to 900 million pixels.
 */
export function decompressionBombPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale, deflate, no filter, not interlaced
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // each row: filter byte 0, then zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(rows, { level: 9 })),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

export const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300">' +
    '<script>fetch("/api/admin/session").then((r) => r.text()).then(alert)</script>' +
    '<rect width="400" height="300" fill="#c9a14a"/></svg>',
);

/** A multipart form as a browser builds it: the photo in `field` under the file name `name`. */
export function photoForm(bytes: Buffer, name = "necklace.jpg", field: string = UPLOAD_FIELD): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return form;
}

/** What a photo folder holds, file name → size; {} for no folder. */
export function storedFiles(folder: string): Record<string, number> {
  if (!fs.existsSync(folder)) return {};
  return Object.fromEntries(
    fs.readdirSync(folder).map((name) => [name, fs.statSync(path.join(folder, name)).size]),
  );
}
