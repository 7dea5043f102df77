import { UPLOAD_FORMATS, UPLOADS_PATH, type UploadFormat, uploadVariantFile } from "#core/uploaded-image";

const PHOTO_FILE = new RegExp(`^${UPLOADS_PATH}/([0-9a-f]{32})/([^/]+)$`);

interface PhotoFile {
  url: string;
  hash: string;
  width: number;
  format: UploadFormat;
}

const photoFile = (url: string): PhotoFile | null => {
  const [, hash = "", file = ""] = PHOTO_FILE.exec(new URL(url).pathname) ?? [];
  const variant = uploadVariantFile(hash, file);
  return variant && { url, hash, ...variant };
};

/**
 * Offline, the cached file of the same photo to show for one the cache does not hold: the browser
 * picks a width for the screen it has now (turned sideways, or on a page that lays the photo out
 * wider than the one it was seen on), and a photo a little blurred beats the placeholder. The
 * narrowest at least as wide as asked, else the widest there is; of one width, the format asked for,
 * else the best. Any format will do: the cache only holds formats this browser asked for, so shows.
 */
export function standInFor(requested: string, cached: readonly string[]): string | null {
  const wanted = photoFile(requested);
  if (!wanted) return null;
  // Wide enough, narrowest first; then the others, widest first.
  const widthOrder = (file: PhotoFile) =>
    file.width >= wanted.width ? file.width : Number.MAX_SAFE_INTEGER - file.width;
  const formatOrder = (file: PhotoFile) =>
    file.format === wanted.format ? -1 : UPLOAD_FORMATS.indexOf(file.format);
  const candidates = cached.flatMap((url) => {
    const file = photoFile(url);
    return file && file.hash === wanted.hash ? [file] : [];
  });
  candidates.sort((a, b) => widthOrder(a) - widthOrder(b) || formatOrder(a) - formatOrder(b));
  return candidates[0]?.url ?? null;
}
