import type { Context, MiddlewareHandler } from "hono";
import { api } from "#core/api";
import type { UploadedImageResponse } from "#core/schemas/upload";
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, type UploadedImage, uploadedImageUrl } from "#core/uploaded-image";
import type { AppEnv } from "../../app-env";
import { HttpError, refuse } from "../../http/errors";
import { readWholeBody } from "../../http/read-body";
import { PhotoRefused } from "../../uploads/photo-refused";
import type { UploadStore } from "../../uploads/upload-store";
import type { RouteContext } from "../route-context";

/** Room for the multipart framing around the photo: the boundaries and the part's own headers. */
export const UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

/**
 * The photo's own name is never used (it is stored under its content's hash), but a client that
 * sends a folder, a way up or control characters in it is broken or probing, and is told so.
 */
const BAD_NAME = /[/\\]|\.\.|\p{Cc}/u;

/**
 * The body of an upload: up to the photo's limit, kept only for a signed-in admin. Anyone else's is
 * read and dropped, then answered by the admin gate's own refusal, so a stranger cannot make the
 * server hold megabytes.
 */
export function readUploadBody(adminGate: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> {
  return readWholeBody(UPLOAD_BODY_BYTES, {
    tooLargeCode: "photoTooLarge",
    admit: async (c) => {
      try {
        await adminGate(c, async () => {});
        return null;
      } catch (error) {
        if (error instanceof HttpError) return error;
        throw error;
      }
    },
  });
}

export const isPhotoUpload = (c: Context) =>
  c.req.method === api.uploadPhoto.method && c.req.path === api.uploadPhoto.path;

/** The one file in the form's UPLOAD_FIELD, checked before anything reads its bytes. */
async function readPhotoFile(c: Context<AppEnv>): Promise<File> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    // Not a multipart form (or not a well-formed one): nothing in it can be the photo.
    throw refuse("photoMissing");
  }
  const files = [...form.values()].filter((value) => typeof value !== "string");
  if (files.length > 1) throw refuse("photoTooManyFiles");
  const photo = form.get(UPLOAD_FIELD);
  // A form sent with no file chosen carries an empty part with no name.
  if (photo === null || typeof photo === "string" || (photo.size === 0 && photo.name === ""))
    throw refuse("photoMissing");
  if (BAD_NAME.test(photo.name)) throw refuse("photoBadName");
  if (photo.size > MAX_UPLOAD_BYTES) throw refuse("photoTooLarge");
  return photo;
}

export function registerUploadRoutes({ route }: RouteContext, uploads: UploadStore) {
  route(api.uploadPhoto, async (c) => {
    const photo = await readPhotoFile(c);
    let image: UploadedImage;
    try {
      image = await uploads.save(Buffer.from(await photo.arrayBuffer()));
    } catch (error) {
      if (error instanceof PhotoRefused) throw refuse(error.reason);
      throw error;
    }
    // Nothing public refers to the photo until an item or a setting is saved with it.
    c.set("publicDataUnchanged", true);
    return c.json({ url: uploadedImageUrl(image), ...image } satisfies UploadedImageResponse, 201);
  });
}
