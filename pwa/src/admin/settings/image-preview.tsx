import { useState } from "react";
import { isLinkOrPath } from "#core/schemas/text";
import { t } from "../../i18n/admin-catalogue";
import { thumbnailSrc } from "../uploads/photo-thumbnail-src";
import styles from "./section-form.module.css";

/** What the site shows while a field is empty: its default picture, or (a logo) the shop's name. */
export type ShownWhenEmpty = { picture: string } | { words: string };

interface Props {
  /** The field's address. */
  src: string;
  /** A photo being uploaded for the field (an object URL), shown instead until it is stored. */
  localPreview?: string;
  name: string;
  /** Given, an empty field previews what the site shows instead, and says so. */
  whenEmpty?: ShownWhenEmpty;
}

/**
 * A live preview of an image field, as the site will show it: an empty field's default too, so the
 * owner never wonders where the site's picture comes from; a broken address says so instead of
 * showing a broken image.
 */
export function ImagePreview({ src, localPreview, name, whenEmpty }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const address = src.trim();
  const fallback = address === "" && localPreview === undefined ? whenEmpty : undefined;
  const showable = address.length > 0 && isLinkOrPath(address);
  const shown =
    localPreview ??
    (showable ? thumbnailSrc(address) : fallback && "picture" in fallback ? fallback.picture : null);
  return (
    <div className={styles.preview}>
      {fallback && "words" in fallback && (
        <span className={`${styles.previewFrame} ${styles.previewWords}`}>{fallback.words}</span>
      )}
      {shown !== null && failed !== shown && (
        <img
          className={`${styles.previewFrame} ${styles.previewImage}`}
          src={shown}
          alt={t("adminSettings.imagePreview", { name })}
          width={160}
          height={80}
          onError={() => setFailed(shown)}
        />
      )}
      {fallback && (
        <p className="adm-hint">
          {t("picture" in fallback ? "adminSettings.imageDefault" : "adminSettings.imageNoLogo")}
        </p>
      )}
      <div aria-live="polite">
        {shown !== null && failed === shown && (
          <p className={`adm-error ${styles.previewError}`}>{t("adminSettings.imageFailed", { name })}</p>
        )}
      </div>
    </div>
  );
}
