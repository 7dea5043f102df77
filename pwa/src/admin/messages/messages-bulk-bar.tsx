import type { ContactMessage } from "#core/schemas/contact-message";
import { t } from "../../i18n/messages";
import styles from "./messages-page.module.css";
import { actionApplies, type MessageAction } from "./use-message-actions";

interface Props {
  selected: readonly ContactMessage[];
  canAct: boolean;
  disabledReason?: string;
  onAction: (action: MessageAction) => void;
}

/** Shown while rows are ticked. A status button is off when no ticked message can take that status. */
export function MessagesBulkBar({ selected, canAct, disabledReason, onAction }: Props) {
  const button = (action: MessageAction, label: string, className = "adm-button adm-button-small") => (
    <button
      type="button"
      className={className}
      disabled={!canAct || !selected.some(actionApplies[action])}
      title={disabledReason}
      onClick={() => onAction(action)}
    >
      {label}
    </button>
  );
  return (
    <fieldset className={styles.bulk}>
      <legend className="visually-hidden">{t("adminMessages.bulkLabel")}</legend>
      <span className={styles.bulkCount}>{t("admin.common.selected", { count: selected.length })}</span>
      {button("read", t("adminMessages.markRead"))}
      {button("replied", t("adminMessages.markReplied"))}
      {button("delete", t("adminMessages.delete"), "adm-button adm-button-small adm-button-danger")}
    </fieldset>
  );
}
