import { t } from "../../i18n/messages";
import { describeError } from "../shell/use-admin-api";

interface Props {
  loading: boolean;
  error: unknown;
  fallback: string;
  onRetry: () => void;
}

/** While a part of the screen loads, or why it did not, with a way to try again. */
export function LoadState({ loading, error, fallback, onRetry }: Props) {
  if (loading || !error) {
    return (
      <p className="adm-hint" role="status">
        {t("admin.common.loading")}
      </p>
    );
  }
  return (
    <div className="adm-notice adm-notice-error" role="alert">
      <p>{describeError(error, fallback)}</p>
      <button type="button" className="adm-button adm-button-small" onClick={onRetry}>
        {t("admin.common.retry")}
      </button>
    </div>
  );
}
