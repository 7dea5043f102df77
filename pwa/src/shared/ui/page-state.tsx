import type { ReactNode } from "react";
import { t } from "../../i18n/messages";
import styles from "./page-state.module.css";

/** What a page shows instead of its content: nothing saved yet offline, or a failed load. */
export function PageState({
  offline,
  onRetry,
  children,
}: {
  offline: boolean;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className={styles.state} role={offline ? "status" : "alert"}>
      <p>{children ?? (offline ? t("state.offlineNoData") : t("state.loadError"))}</p>
      {onRetry && (
        <button type="button" className="button button-secondary button-small" onClick={onRetry}>
          {t("state.retry")}
        </button>
      )}
    </div>
  );
}
