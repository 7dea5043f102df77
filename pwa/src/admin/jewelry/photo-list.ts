import { MAX_EXTRA_IMAGES } from "#core/schemas/jewelry";

/** The main image and the extra ones, as one list. */
export const MAX_PHOTOS = MAX_EXTRA_IMAGES + 1;

/** One photo in the item's list: its address, or null while its upload is under way or failed. */
export interface PhotoEntry {
  key: string;
  url: string | null;
}

let lastKey = 0;
/** Keys stay with a photo as it moves, so React moves its row (and the focus in it) along. */
export const newPhotoKey = () => `photo-${++lastKey}`;

/** The item's photos as stored: the main image first (when there is one), then the extra ones. */
export function photosOf({ imageUrl, images }: { imageUrl?: string; images?: string[] }): PhotoEntry[] {
  const urls = [imageUrl?.trim() ?? "", ...(images ?? [])].filter((url) => url !== "");
  return urls.map((url) => ({ key: newPhotoKey(), url }));
}

/** The form's fields for a list: its first photo is the main image, the rest its extra images. */
export function imageFields(photos: readonly PhotoEntry[]): { imageUrl: string; images: string[] } {
  const [imageUrl = "", ...images] = photos.flatMap((photo) => (photo.url === null ? [] : [photo.url]));
  return { imageUrl, images };
}

/** The list with the photo at `from` put at `to` (both within the list), the others keeping their order. */
export function movePhoto<T>(photos: readonly T[], from: number, to: number): T[] {
  const moved = photos[from];
  if (moved === undefined || to < 0 || to >= photos.length || to === from) return [...photos];
  const rest = photos.filter((_, index) => index !== from);
  return [...rest.slice(0, to), moved, ...rest.slice(to)];
}
