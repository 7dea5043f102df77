import { useState } from "react";
import { isLinkOrPath } from "#core/schemas/text";
import { t } from "../../i18n/admin-messages";
import styles from "./section-form.module.css";

/** A live preview of an image field; a broken address says so instead of showing a broken image. */
export function ImagePreview({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const address = src.trim();
  const showable = address.length > 0 && isLinkOrPath(address);
  return (
    <div className={styles.preview}>
      {showable && failed !== address && (
        <img
          className={styles.previewImage}
          src={address}
          alt={t("adminSettings.imagePreview", { name })}
          width={160}
          height={80}
          onError={() => setFailed(address)}
        />
      )}
      <div aria-live="polite">
        {showable && failed === address && (
          <p className={`adm-error ${styles.previewError}`}>{t("adminSettings.imageFailed", { name })}</p>
        )}
      </div>
    </div>
  );
}
