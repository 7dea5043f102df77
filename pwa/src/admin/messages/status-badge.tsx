import type { MessageStatus } from "#core/schemas/contact-message";
import { t } from "../../i18n/admin-catalogue";

/** The spec's status colours (unread red, read blue, replied green), always with the word beside. */
export function StatusBadge({ status }: { status: MessageStatus }) {
  return <span className={`adm-badge adm-status-${status}`}>{t(`adminInbox.status.${status}`)}</span>;
}
