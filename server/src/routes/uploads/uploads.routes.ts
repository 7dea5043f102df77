import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { api } from "#core/api";
import {
  MAX_UPLOAD_BYTES,
  UPLOAD_ERRORS,
  UPLOAD_FIELD,
  type UploadedImageResponse,
} from "#core/schemas/upload";
import { type UploadedImage, uploadedImageUrl } from "#core/uploaded-image";
import type { AppEnv } from "../../app-env";
import { HttpError } from "../../http/errors";
import { readWholeBody } from "../../http/read-body";
import { PhotoRefused, type RefusalReason } from "../../uploads/photo-refused";
import type { UploadStore } from "../../uploads/upload-store";
import type { RouteContext } from "../route-context";

/** Room for the multipart framing around the photo: the boundaries and the part's own headers. */
export const UPLOAD_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

const STATUS: Record<RefusalReason, ContentfulStatusCode> = {
  missing: 400,
  tooManyFiles: 400,
  badName: 400,
  tooLarge: 413,
  tooManyPixels: 413,
  notAPhoto: 415,
  damaged: 422,
};

const refused = (reason: RefusalReason) =>
  new HttpError(STATUS[reason], UPLOAD_ERRORS[reason], { code: reason });

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
    tooLargeMessage: UPLOAD_ERRORS.tooLarge,
    tooLargeCode: "tooLarge" satisfies RefusalReason,
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
    throw refused("missing");
  }
  const files = [...form.values()].filter((value) => typeof value !== "string");
  if (files.length > 1) throw refused("tooManyFiles");
  const photo = form.get(UPLOAD_FIELD);
  // A form sent with no file chosen carries an empty part with no name.
  if (photo === null || typeof photo === "string" || (photo.size === 0 && photo.name === ""))
    throw refused("missing");
  if (BAD_NAME.test(photo.name)) throw refused("badName");
  if (photo.size > MAX_UPLOAD_BYTES) throw refused("tooLarge");
  return photo;
}

export function registerUploadRoutes({ route }: RouteContext, uploads: UploadStore) {
  route(api.uploadPhoto, async (c) => {
    const photo = await readPhotoFile(c);
    let image: UploadedImage;
    try {
      image = await uploads.save(Buffer.from(await photo.arrayBuffer()));
    } catch (error) {
      if (error instanceof PhotoRefused) throw refused(error.reason);
      throw error;
    }
    // Nothing public refers to the photo until an item or a setting is saved with it.
    c.set("publicDataUnchanged", true);
    return c.json({ url: uploadedImageUrl(image), ...image } satisfies UploadedImageResponse, 201);
  });
}
