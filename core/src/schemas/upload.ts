import { z } from "zod";
import { UPLOAD_COLOR, UPLOAD_HASH, UPLOAD_WIDTHS } from "../uploaded-image";

/** The multipart field a photo travels in; one photo per request, so each has its own progress. */
export const UPLOAD_FIELD = "photo";
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Above any phone camera's photo (200 MP sensors bin to 50 MP), far below a decompression bomb. */
export const MAX_UPLOAD_PIXELS = 120_000_000;
export const MAX_UPLOAD_WIDTH = UPLOAD_WIDTHS[UPLOAD_WIDTHS.length - 1] ?? 1600;

/** What the server says, and the editor shows, for each photo it will not take. */
export const UPLOAD_ERRORS = {
  missing: `Choose a photo to upload (send it in the "${UPLOAD_FIELD}" field)`,
  tooManyFiles: "Send one photo at a time",
  badName: 'The file name must not contain folders or ".."; rename the photo and try again',
  tooLarge: `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; send a smaller one`,
  // The server's image library reads no HEVC, so an iPhone's HEIC is refused with a way out.
  notAPhoto:
    "This file is not a photo the site can use: send a JPEG, PNG, WebP or AVIF photo (an iPhone's HEIC photo can be shared as JPEG)",
  tooManyPixels: `The photo has more than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels; send a smaller one`,
  damaged: "The photo could not be read: the file is damaged or incomplete",
  offline: "You are offline: photos can be uploaded when the connection is back",
} as const;

/** Why a photo was refused: the API answers it as the error's `code`, for the admin to word in its language. */
export type UploadRefusal = keyof typeof UPLOAD_ERRORS;

export const isUploadRefusal = (code: string | undefined): code is UploadRefusal =>
  code !== undefined && Object.hasOwn(UPLOAD_ERRORS, code);

/** The stored photo: its address (the one to save on an item or setting) and what it holds. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  hash: z.string().regex(UPLOAD_HASH),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  color: z.string().regex(UPLOAD_COLOR),
});
export type UploadedImageResponse = z.infer<typeof uploadedImageSchema>;
