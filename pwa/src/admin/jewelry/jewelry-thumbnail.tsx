import { useState } from "react";
import { thumbnailSrc } from "../uploads/photo-thumbnail-src";
import styles from "./jewelry-admin.module.css";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

/** A small square picture of an item; a missing or broken image shows the shop's placeholder. */
export function JewelryThumbnail({ src, alt = "", size = 36 }: { src: string; alt?: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src.trim() !== "" && failed !== src;
  return (
    <img
      className={styles.thumbnail}
      src={usable ? thumbnailSrc(src) : PLACEHOLDER_IMAGE}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  );
}
