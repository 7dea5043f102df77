import { useState } from "react";
import { Photo, type PhotoProps } from "../../../shared/ui/photo";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

type ProductImageProps = Omit<PhotoProps, "onError" | "loading" | "fetchPriority"> & {
  /** The size of any image but an uploaded photo, whose address names its own. */
  width: number;
  height: number;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
};

/**
 * A product photo with explicit dimensions (no layout shift) that falls back to the placeholder
 * when its file cannot be loaded.
 */
export function ProductImage({ src, alt, priority = false, ...rest }: ProductImageProps) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = failed.has(src) ? PLACEHOLDER_IMAGE : src;
  return (
    <Photo
      {...rest}
      src={shown}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => {
        // The placeholder failing too must not loop.
        if (shown !== PLACEHOLDER_IMAGE) setFailed((previous) => new Set(previous).add(src));
      }}
    />
  );
}
