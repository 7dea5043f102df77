import { RefreshCw } from "lucide-react";
import { t } from "../../i18n/messages";
import styles from "./settings-layout.module.css";

/** Before a section form can show: a quiet loading line, or the spec's "Settings Not Found" with Retry. */
export function SettingsLoadState({ loading, onRetry }: { loading: boolean; onRetry: () => void }) {
  if (loading) {
    return (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {t("adminSettings.loading")}
      </p>
    );
  }
  return (
    <div className={`adm-card ${styles.notFound}`} role="alert">
      <h2>{t("adminSettings.notFound.title")}</h2>
      <p>{t("adminSettings.notFound.text")}</p>
      <button type="button" className="adm-button adm-button-primary" onClick={onRetry}>
        <RefreshCw size={14} aria-hidden="true" />
        {t("admin.common.retry")}
      </button>
    </div>
  );
}
