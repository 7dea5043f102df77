import { RotateCw } from "lucide-react";
import { t } from "../../i18n/messages";
import { Spinner } from "../../shared/ui/spinner";
import { describeError } from "../shell/use-admin-api";
import styles from "./jewelry-admin.module.css";

type Props =
  | { kind: "loading" }
  | { kind: "error"; error: unknown; onRetry: () => void }
  | { kind: "empty" }
  | { kind: "noMatch"; onClear: () => void };

/** What the list pane shows when there are no rows to show. */
export function JewelryListState(props: Props) {
  if (props.kind === "loading") return <Spinner label={t("admin.common.loading")} />;
  if (props.kind === "error") {
    const detail = describeError(props.error, "");
    return (
      <div className={`adm-notice adm-notice-error ${styles.loadError}`} role="alert">
        <p>{t("adminJewelry.loadError")}</p>
        {detail && <p className="adm-hint">{detail}</p>}
        <button type="button" className="adm-button adm-button-small" onClick={props.onRetry}>
          <RotateCw size={13} aria-hidden="true" />
          {t("admin.common.retry")}
        </button>
      </div>
    );
  }
  if (props.kind === "empty") return <p>{t("adminJewelry.empty")}</p>;
  return (
    <>
      <p>{t("adminJewelry.noMatch")}</p>
      <button type="button" className="adm-button adm-button-small" onClick={props.onClear}>
        {t("adminJewelry.clearFilters")}
      </button>
    </>
  );
}
