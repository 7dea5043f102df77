import { parseUploadedImageUrl } from "#core/uploaded-image";
import { uploadVariantUpTo } from "#core/uploaded-image-variant";

const LOAD_TIMEOUT_MS = 8000;

/**
 * The report draws the trademark 100 by 60: of an uploaded photo its narrowest JPEG is plenty, where
 * its address names the largest, and a JPEG is what every browser can put on a canvas.
 */
const trademarkFile = (url: string): string => {
  const photo = parseUploadedImageUrl(url);
  return photo ? uploadVariantUpTo(photo, 320, "jpg").url : url;
};

/** Chrome cannot make a bitmap from an SVG blob; an <img> reading the same blob via a blob: URL can, and stays same-origin. */
async function decodeWithImage(blob: Blob): Promise<HTMLImageElement | null> {
  const url = URL.createObjectURL(blob);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The trademark for the report, or null when there is none or it cannot be read. Read through
 * fetch as a blob, never as a cross-origin <img>, so it can never taint the canvas; a slow network
 * gives up after a few seconds and the report goes without it.
 */
export async function loadTrademark(url: string): Promise<CanvasImageSource | null> {
  if (!url) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOAD_TIMEOUT_MS);
  try {
    const response = await fetch(trademarkFile(url), {
      mode: "cors",
      credentials: "omit",
      signal: controller.signal,
    });
    if (!response.ok) return null;
    const blob = await response.blob();
    try {
      return await createImageBitmap(blob);
    } catch {
      return await decodeWithImage(blob);
    }
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
