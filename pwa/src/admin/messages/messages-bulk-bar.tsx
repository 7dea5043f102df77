import type { ContactMessage } from "#core/schemas/contact-message";
import { t } from "../../i18n/admin-catalogue";
import type { ButtonKind } from "../kit/button";
import { OnlineButton } from "../kit/online-button";
import styles from "./messages-page.module.css";
import { actionApplies, type MessageAction } from "./use-message-actions";

interface Props {
  selected: readonly ContactMessage[];
  /** True while a change is on its way: the buttons stay visible but inert, as they do offline. */
  busy: boolean;
  onAction: (action: MessageAction) => void;
}

/** Shown while rows are ticked. A status button is off when no ticked message can take that status. */
export function MessagesBulkBar({ selected, busy, onAction }: Props) {
  const button = (action: MessageAction, label: string, kind?: ButtonKind) => (
    <OnlineButton
      kind={kind}
      size="small"
      disabled={busy || !selected.some(actionApplies[action])}
      onClick={() => onAction(action)}
    >
      {label}
    </OnlineButton>
  );
  return (
    <fieldset className={styles.bulk}>
      <legend className="visually-hidden">{t("adminInbox.bulkLabel")}</legend>
      <span className={styles.bulkCount}>{t("admin.common.selected", { count: selected.length })}</span>
      {button("read", t("adminInbox.markRead"))}
      {button("replied", t("adminInbox.markReplied"))}
      {button("delete", t("adminInbox.delete"), "danger")}
    </fieldset>
  );
}
