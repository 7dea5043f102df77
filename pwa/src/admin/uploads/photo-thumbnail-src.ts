import { parseUploadedImageUrl, uploadVariantUrl, uploadWidths } from "#core/uploaded-image";

/**
 * The address to show a small preview of an image field from: an uploaded photo's smallest stored
 * size (its own address is its largest JPEG, up to 1600 px), any other address as it is.
 */
export function thumbnailSrc(url: string): string {
  const photo = parseUploadedImageUrl(url);
  if (!photo) return url;
  const [smallest = photo.width] = uploadWidths(photo.width);
  return uploadVariantUrl(photo, smallest, "webp");
}
