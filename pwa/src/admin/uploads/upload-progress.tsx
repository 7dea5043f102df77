import { t } from "../../i18n/admin-catalogue";
import styles from "./photo-upload.module.css";

/**
 * One file's progress bar with its label. Once every byte is sent the server still makes the
 * photo's sizes, so the bar turns indeterminate and says so rather than sitting at 100%.
 */
export function UploadProgress({ id, name, fraction }: { id: string; name: string; fraction: number }) {
  const sent = fraction >= 1;
  const percent = Math.round(fraction * 100);
  return (
    <div className={styles.progress}>
      <label htmlFor={id} className={styles.progressLabel}>
        {t(sent ? "adminUpload.processing" : "adminUpload.sending", { name })}
      </label>
      <progress id={id} className={styles.progressBar} max={1} value={sent ? undefined : fraction} />
      {!sent && <span aria-hidden="true">{t("adminUpload.percent", { percent })}</span>}
    </div>
  );
}
