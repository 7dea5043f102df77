import {
  type UPLOAD_WIDTHS,
  type UploadedImage,
  type UploadFormat,
  uploadVariantUrl,
} from "./uploaded-image";

export type StandardUploadWidth = (typeof UPLOAD_WIDTHS)[number];

/** One stored file of a photo, with the size it has. */
export interface UploadVariant {
  url: string;
  width: number;
  height: number;
}

/**
 * A photo's file at a standard width, or at the photo's own width when it is narrower: a photo is
 * stored at every standard width below its own and at its own (uploadWidths), so the file exists
 * either way without asking the server. The height keeps the photo's proportions, rounded as the
 * stored file's is.
 */
export function uploadVariantUpTo(
  image: UploadedImage,
  width: StandardUploadWidth,
  format: UploadFormat,
): UploadVariant {
  const stored = Math.min(width, image.width);
  return {
    url: uploadVariantUrl(image, stored, format),
    width: stored,
    height: Math.max(1, Math.round((image.height * stored) / image.width)),
  };
}
