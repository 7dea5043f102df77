import fs from "node:fs";
import { Readable } from "node:stream";
import type { Hono } from "hono";
import { isUploadHash, UPLOAD_CONTENT_TYPES, UPLOADS_PATH, uploadVariantFile } from "#core/uploaded-image";
import type { AppEnv } from "../../app-env";
import { notFound } from "../../http/errors";
import type { UploadStore } from "../../uploads/upload-store";

// Not followed through a link: only a regular file in the uploads folder is ever a photo.
const statOf = async (file: string) => {
  try {
    return await fs.promises.lstat(file);
  } catch {
    return null;
  }
};

/**
 * The stored photos. Only names the contract builds are looked up, a hash and a width with a known
 * extension (or the photo's own name, standing for its largest JPEG), so no request can reach another
 * file. A name never changes its content: caches keep each file for a year without asking again.
 */
export function mountUploadedFiles(app: Hono<AppEnv>, uploads: UploadStore) {
  app.get(`${UPLOADS_PATH}/:hash/:file`, async (c) => {
    const hash = c.req.param("hash");
    const variant = isUploadHash(hash) ? uploadVariantFile(hash, c.req.param("file")) : null;
    const file = variant && uploads.filePath(hash, variant.width, variant.format);
    const stat = file ? await statOf(file) : null;
    if (!file || !variant || !stat?.isFile()) throw notFound("Not found");

    c.header("Content-Type", UPLOAD_CONTENT_TYPES[variant.format]);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    const etag = `"${hash}-${variant.width}.${variant.format}"`;
    c.header("ETag", etag);
    if (c.req.header("if-none-match") === etag) return c.body(null, 304);
    c.header("Content-Length", String(stat.size));
    return c.body(Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>);
  });
}
