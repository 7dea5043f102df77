import { isLinkOrPath } from "#core/schemas/text";
import { parseUploadedImageUrl } from "#core/uploaded-image";
import { type UploadVariant, uploadVariantUpTo } from "#core/uploaded-image-variant";
import { absoluteLink } from "./public-page";

/**
 * Facebook and WhatsApp show no SVG in a link preview, and most of the site's own pictures are SVG.
 * The build renders a JPEG twin of each of them at the size those previews are drawn; this module
 * picks the image a shared link shows, so that it is always one they can draw.
 */
export const LINK_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

const IMAGES = "/images/";
// Not "previews": "review" must never appear on a page that shows jewellery (it shows no ratings).
const PREVIEWS = "/images/og/";

/** Shown when nothing the owner or the item gives can be drawn: the shop's trademark artwork. */
export const DEFAULT_PREVIEW_PATH = `${PREVIEWS}site.jpg`;

const SVG = /\.svg$/i;

/**
 * Where the build puts the preview of one of the site's own SVGs, "/images/sample/ring.svg" →
 * "/images/og/sample/ring.jpg"; null for any other path, which has none.
 */
export function previewTwinPath(sitePath: string): string | null {
  if (!sitePath.startsWith(IMAGES) || sitePath.startsWith(PREVIEWS) || !SVG.test(sitePath)) return null;
  return PREVIEWS + sitePath.slice(IMAGES.length).replace(SVG, ".jpg");
}

const RASTER_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

export interface LinkPreviewImage {
  /** Absolute: a crawler reads the tag without the page's address to resolve it against. */
  url: string;
  type: string;
  /** Known for the previews the build renders and for uploaded photos. */
  width: number | null;
  height: number | null;
}

// Any origin serves to read a path's parts; it never reaches a URL the page shows.
const PATH_BASE = "http://path.invalid";

/** The path of a link on this site, or null for a link elsewhere (or no origin to tell them apart by). */
const sitePathOf = (link: string, origin: string | null): string | null => {
  if (link.startsWith("/")) return new URL(link, PATH_BASE).pathname;
  const url = new URL(link);
  return origin !== null && url.origin === origin ? url.pathname : null;
};

/**
 * An uploaded photo as pages outside the site show it: its JPEG, which every link preview and search
 * engine draws, 1080 px wide (or the photo's own width when narrower), sharp in the largest preview
 * card without sending the 1600 px file. Null for any other link.
 */
const uploadedPhotoJpeg = (link: string, origin: string | null): UploadVariant | null => {
  const photo = parseUploadedImageUrl(sitePathOf(link, origin) ?? "");
  return photo && uploadVariantUpTo(photo, 1080, "jpg");
};

/**
 * An absolute address for an image the owner set, for readers outside the site (structured data):
 * an uploaded photo's JPEG (uploadedPhotoJpeg), any other link as it is.
 */
export const shareableImageLink = (link: string, origin: string | null): string | null => {
  if (!isLinkOrPath(link)) return null;
  return absoluteLink(uploadedPhotoJpeg(link, origin)?.url ?? link, origin);
};

const rasterType = (link: string): string | null => {
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(link, PATH_BASE).pathname)?.[1]?.toLowerCase();
  return (extension && RASTER_TYPES[extension]) ?? null;
};

const preview = (path: string, origin: string | null): LinkPreviewImage | null => {
  const url = absoluteLink(path, origin);
  return url ? { url, type: "image/jpeg", ...LINK_PREVIEW_SIZE } : null;
};

const drawable = (link: string, origin: string | null): LinkPreviewImage | null => {
  if (!isLinkOrPath(link)) return null;
  const photo = uploadedPhotoJpeg(link, origin);
  if (photo) {
    const url = absoluteLink(photo.url, origin);
    // Its size is in its address, so a preview is laid out before the image is fetched.
    return url ? { url, type: "image/jpeg", width: photo.width, height: photo.height } : null;
  }
  const type = rasterType(link);
  if (type) {
    const url = absoluteLink(link, origin);
    // The size of an item's own photo is not known here (the server never fetches a linked image),
    // and a wrong size makes Facebook lay the preview out wrongly: without one, it measures the image.
    return url ? { url, type, width: null, height: null } : null;
  }
  const twin = previewTwinPath(sitePathOf(link, origin) ?? "");
  return twin ? preview(twin, origin) : null;
};

/**
 * The image a link preview shows, from links in order of preference: the first raster image, or the
 * preview of the first of the site's own SVGs, whichever comes first; else the site's default preview.
 * An SVG from elsewhere has no preview and is passed over. Without a configured origin, a path on this
 * site cannot be made absolute (ADR 012), so only a full address of a raster image elsewhere is shown.
 */
export function linkPreviewImage(links: readonly string[], origin: string | null): LinkPreviewImage | null {
  for (const link of links) {
    const image = drawable(link, origin);
    if (image) return image;
  }
  return preview(DEFAULT_PREVIEW_PATH, origin);
}
