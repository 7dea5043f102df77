/**
 * A photo the owner uploaded, as its address names it. The address carries what a page needs to show
 * the photo well without asking anything else (the content hash, the stored size, the dominant
 * colour), so items and settings keep holding plain URLs, and a page rendered on the server, from the
 * device's copy or offline builds the same `srcset`. Zod-free: public pages read it on a first visit.
 *
 *   /uploads/<hash>/<width>x<height>-<rrggbb>.jpg   the photo itself (its largest JPEG)
 *   /uploads/<hash>/<w>.<avif|webp|jpg>             one variant, `w` from uploadWidths(width)
 */

/** Widths the photos are stored at, never wider than the photo itself. */
export const UPLOAD_WIDTHS = [320, 480, 750, 1080, 1600] as const;
/** Best first: a browser takes the first it can show. */
export const UPLOAD_FORMATS = ["avif", "webp", "jpg"] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];
export const UPLOAD_CONTENT_TYPES: Readonly<Record<UploadFormat, string>> = {
  avif: "image/avif",
  webp: "image/webp",
  jpg: "image/jpeg",
};

export const UPLOADS_PATH = "/uploads";

export interface UploadedImage {
  /** The first 32 hex digits of the original file's SHA-256: the same photo is stored once. */
  hash: string;
  /** The stored photo's size, after its orientation is applied and its width capped. */
  width: number;
  height: number;
  /** Its dominant colour, "rrggbb", shown while the photo loads. */
  color: string;
}

/** A photo's name: the first 32 hex digits of its SHA-256. */
export const UPLOAD_HASH = /^[0-9a-f]{32}$/;
/** A dominant colour, "rrggbb". */
export const UPLOAD_COLOR = /^[0-9a-f]{6}$/;
export const isUploadHash = (value: string): boolean => UPLOAD_HASH.test(value);
const IMAGE_URL = /^\/uploads\/([0-9a-f]{32})\/([1-9]\d{0,4})x([1-9]\d{0,4})-([0-9a-f]{6})\.jpg$/;
/**
 * Any address inside a photo's folder, wherever it appears in a text (its own address, a variant's,
 * an absolute link to either, one written into a description): what housekeeping keeps.
 */
export const UPLOAD_MENTION = /\/uploads\/([0-9a-f]{32})\//g;
const VARIANT_FILE = /^([1-9]\d{0,4})\.(avif|webp|jpg)$/;

/** The widths a photo `width` pixels wide is stored at: the standard ones below it, and its own. */
export function uploadWidths(width: number): number[] {
  return [...UPLOAD_WIDTHS.filter((standard) => standard < width), width];
}

export function uploadedImageUrl(image: UploadedImage): string {
  if (!isUploadHash(image.hash) || !UPLOAD_COLOR.test(image.color)) throw new Error("not an uploaded image");
  return `${UPLOADS_PATH}/${image.hash}/${image.width}x${image.height}-${image.color}.jpg`;
}

/** The photo an address names, or null for any other address (a link the owner pasted). */
export function parseUploadedImageUrl(url: string): UploadedImage | null {
  const match = IMAGE_URL.exec(url);
  if (!match) return null;
  const [, hash = "", width = "", height = "", color = ""] = match;
  return { hash, width: Number(width), height: Number(height), color };
}

export const uploadVariantUrl = (image: UploadedImage, width: number, format: UploadFormat): string =>
  `${UPLOADS_PATH}/${image.hash}/${width}.${format}`;

/** A file name inside a photo's folder: a variant, or the photo's own name standing for its largest JPEG. */
export function uploadVariantFile(
  hash: string,
  file: string,
): { width: number; format: UploadFormat } | null {
  const variant = VARIANT_FILE.exec(file);
  if (variant) return { width: Number(variant[1]), format: variant[2] as UploadFormat };
  const image = parseUploadedImageUrl(`${UPLOADS_PATH}/${hash}/${file}`);
  return image ? { width: image.width, format: "jpg" } : null;
}

/** The `srcset` of one format: every stored width. */
export const uploadSrcSet = (image: UploadedImage, format: UploadFormat): string =>
  uploadWidths(image.width)
    .map((width) => `${uploadVariantUrl(image, width, format)} ${width}w`)
    .join(", ");

/** The multipart field a photo travels in; one photo per request, so each has its own progress. */
export const UPLOAD_FIELD = "photo";
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Above any phone camera's photo (200 MP sensors bin to 50 MP), far below a decompression bomb. */
export const MAX_UPLOAD_PIXELS = 120_000_000;
export const MAX_UPLOAD_WIDTH = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1] ?? 1600;
