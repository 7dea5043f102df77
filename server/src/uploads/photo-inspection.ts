import sharp, { type Metadata } from "sharp";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from "#core/uploaded-image";
import { PhotoRefused, type RefusalReason } from "./photo-refused";

/**
 * What phones and cameras save. GIF is left out (an animation would lose all but its first frame),
 * and so is SVG even when it is valid: opened on its own it is a document that can run script.
 */
const PHOTO_FORMATS: ReadonlySet<string> = new Set(["jpeg", "png", "webp", "heif"]);

export interface InspectedPhoto {
  /**
   * What a failure to decode it means. An HEIC photo (HEIF holding HEVC) is only readable by a sharp
   * built with an HEVC decoder, which sharp's own binaries lack (`sharp.format.heif` does not tell
   * the two apart); there, failing to decode it says the site cannot use it, not that it is damaged.
   */
  unreadable: RefusalReason;
}

/**
 * Tells what the bytes are from their own header, never from the file's name or declared type, and
 * refuses anything that is not a photo of a size the server takes. Nothing is decoded yet: the
 * pixel count is checked from the header, before a decompression bomb could inflate.
 */
export async function inspectPhoto(bytes: Buffer): Promise<InspectedPhoto> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) throw new PhotoRefused("photoTooLarge");
  let metadata: Metadata;
  try {
    // Only the header is read here; the limit is checked below, as its own refusal.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new PhotoRefused("photoNotAPhoto");
  }
  if (!PHOTO_FORMATS.has(metadata.format)) throw new PhotoRefused("photoNotAPhoto");
  const { width, height } = metadata;
  if (!width || !height) throw new PhotoRefused("photoDamaged");
  if (width * height > MAX_UPLOAD_PIXELS) throw new PhotoRefused("photoTooManyPixels");
  return {
    unreadable:
      metadata.format === "heif" && metadata.compression === "hevc" ? "photoNotAPhoto" : "photoDamaged",
  };
}
