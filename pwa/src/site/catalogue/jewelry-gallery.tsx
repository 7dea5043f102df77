import { useState } from "react";
import { t } from "../../i18n/messages";
import { GALLERY_IMAGE_SIZES, THUMBNAIL_IMAGE_SIZES } from "./detail-image-sizes";
import { ProductImage } from "./jewelry-card/product-image";
import styles from "./jewelry-detail.module.css";

/** The main picture in a 4:5 frame, with a row of thumbnails to switch it when there are several. */
export function JewelryGallery({ name, images }: { name: string; images: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const total = images.length;
  const current = Math.min(selected, Math.max(total - 1, 0));
  const src = images[current] ?? "";

  return (
    <div className={styles.gallery}>
      <div className={styles.mainImage}>
        <ProductImage
          src={src}
          alt={total > 1 ? t("catalogue.imageAltNumbered", { name, index: current + 1, total }) : name}
          width={800}
          height={1000}
          sizes={GALLERY_IMAGE_SIZES}
          priority
        />
      </div>
      {total > 1 && (
        <ul className={styles.thumbnails}>
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === current}
                aria-label={t("catalogue.showImage", { index: index + 1, total })}
                onClick={() => setSelected(index)}
              >
                <ProductImage src={url} alt="" width={64} height={80} sizes={THUMBNAIL_IMAGE_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
