import { useState } from "react";
import { applyUpdate, useUpdateAvailable } from "../../data/sync/service-worker-registration";
import { t } from "../../i18n/messages";
import styles from "./update-prompt.module.css";

export function UpdatePrompt() {
  const available = useUpdateAvailable();
  const [dismissed, setDismissed] = useState(false);
  if (!available || dismissed) return null;
  return (
    <div className={styles.prompt} role="status">
      <span>{t("update.available")}</span>
      <button type="button" className="button button-gold button-small" onClick={applyUpdate}>
        {t("update.reload")}
      </button>
      <button type="button" className="button button-ghost button-small" onClick={() => setDismissed(true)}>
        {t("update.dismiss")}
      </button>
    </div>
  );
}
