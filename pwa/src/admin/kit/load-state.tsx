import { RotateCw } from "lucide-react";
import { t } from "../../i18n/admin-catalogue";
import { describeError } from "../api/use-admin-api";
import { Button } from "./button";
import styles from "./load-state.module.css";

interface Props {
  /** True until the first answer (or while trying again): a spinner and a quiet line. */
  loading: boolean;
  error: unknown;
  /** What did not load, in the screen's words; the server's own reason follows when it gave one. */
  failed: string;
  /** A headline above it when the whole screen waits on this load ("Settings Not Found"). */
  title?: string;
  /** The loading line, when the screen names what it loads. */
  loadingLabel?: string;
  onRetry: () => void;
}

/** What stands in for a part of an admin screen while it loads, or why it did not, with Retry. */
export function LoadState({ loading, error, failed, title, loadingLabel, onRetry }: Props) {
  if (loading || !error) {
    return (
      <p className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {loadingLabel ?? t("admin.common.loading")}
      </p>
    );
  }
  const reason = describeError(error, "");
  return (
    <div className={`adm-notice adm-notice-error ${styles.failed}`} role="alert">
      {title && <h2>{title}</h2>}
      <p>{failed}</p>
      {reason && <p className="adm-hint">{reason}</p>}
      <Button size="small" onClick={onRetry}>
        <RotateCw size={13} aria-hidden="true" />
        {t("admin.common.retry")}
      </Button>
    </div>
  );
}
