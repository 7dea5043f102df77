import { z } from "zod";
import { UPLOAD_COLOR, UPLOAD_HASH } from "../uploaded-image";

/** The stored photo: its address (the one to save on an item or setting) and what it holds. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  hash: z.string().regex(UPLOAD_HASH),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  color: z.string().regex(UPLOAD_COLOR),
});
export type UploadedImageResponse = z.infer<typeof uploadedImageSchema>;
