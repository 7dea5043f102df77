import { useState } from "react";
import { isLinkOrPath } from "#core/schemas/text";
import { t } from "../../i18n/admin-catalogue";
import { thumbnailSrc } from "../uploads/photo-thumbnail-src";
import styles from "./section-form.module.css";

interface Props {
  /** The field's address. */
  src: string;
  /** A photo being uploaded for the field (an object URL), shown instead until it is stored. */
  localPreview?: string;
  name: string;
}

/** A live preview of an image field; a broken address says so instead of showing a broken image. */
export function ImagePreview({ src, localPreview, name }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  const address = src.trim();
  const showable = address.length > 0 && isLinkOrPath(address);
  const shown = localPreview ?? (showable ? thumbnailSrc(address) : null);
  return (
    <div className={styles.preview}>
      {shown !== null && failed !== shown && (
        <img
          className={styles.previewImage}
          src={shown}
          alt={t("adminSettings.imagePreview", { name })}
          width={160}
          height={80}
          onError={() => setFailed(shown)}
        />
      )}
      <div aria-live="polite">
        {shown !== null && failed === shown && (
          <p className={`adm-error ${styles.previewError}`}>{t("adminSettings.imageFailed", { name })}</p>
        )}
      </div>
    </div>
  );
}
