import type { ImgHTMLAttributes } from "react";
import {
  parseUploadedImageUrl,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_FORMATS,
  type UploadedImage,
  uploadSrcSet,
} from "#core/uploaded-image";
import styles from "./photo.module.css";

/** The formats offered before the JPEG every browser shows, best first: a browser takes the first it can. */
const SOURCE_FORMATS = UPLOAD_FORMATS.filter((format) => format !== "jpg");

export type PhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> & {
  src: string;
  alt: string;
  /**
   * How wide the picture is laid out, as `sizes` says it: with it the browser downloads the stored
   * width that fits the screen, not the largest. Written from the place's own stylesheet; given the
   * photo when its width follows from its proportions.
   */
  sizes: string | ((photo: UploadedImage) => string);
  /**
   * Paint the photo's dominant colour where it will appear until it has loaded. Off where the frame
   * is not filled by the photo (object-fit: contain, a logo that keeps its own proportions), where
   * the colour would show around it.
   */
  colourPlaceholder?: boolean;
};

/**
 * An image from settings or an item. A photo the owner uploaded comes in the formats and widths its
 * address names (ADR 020), at its own width and height so nothing moves when it arrives; any other
 * address (a link the owner pasted, one of the site's own images) is the plain <img> it always was.
 */
export function Photo({ src, alt, sizes: sizesFor, colourPlaceholder = true, ...img }: PhotoProps) {
  const photo = parseUploadedImageUrl(src);
  if (!photo) return <img {...img} src={src} alt={alt} />;
  const sizes = typeof sizesFor === "string" ? sizesFor : sizesFor(photo);
  return (
    <picture className={styles.picture}>
      {SOURCE_FORMATS.map((format) => (
        <source
          key={format}
          type={UPLOAD_CONTENT_TYPES[format]}
          srcSet={uploadSrcSet(photo, format)}
          sizes={sizes}
        />
      ))}
      <img
        decoding="async"
        {...img}
        src={src}
        alt={alt}
        srcSet={uploadSrcSet(photo, "jpg")}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        // An opaque photo covers its colour once drawn, so nothing has to take it away again.
        style={colourPlaceholder ? { ...img.style, backgroundColor: `#${photo.color}` } : img.style}
      />
    </picture>
  );
}
