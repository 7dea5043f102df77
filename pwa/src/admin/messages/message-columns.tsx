import type { ContactMessage } from "#core/schemas/contact-message";
import { t } from "../../i18n/admin-catalogue";
import { formatAdminDate } from "../kit/admin-date";
import type { Column } from "../kit/data-table";
import { excerpt, STATUS_ORDER, senderName } from "./message-format";
import styles from "./messages-page.module.css";
import { StatusBadge } from "./status-badge";

/** The inbox's columns, their headings in the page's language. */
export const messageColumns = (): readonly Column<ContactMessage>[] => [
  {
    key: "status",
    header: t("adminInbox.column.status"),
    width: "96px",
    render: (message) => <StatusBadge status={message.status} />,
    compare: (a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status],
  },
  {
    key: "from",
    header: t("adminInbox.column.from"),
    title: true,
    render: (message) => (
      <span className={message.status === "unread" ? styles.unreadName : undefined}>
        {senderName(message)}
      </span>
    ),
    compare: (a, b) => senderName(a).localeCompare(senderName(b)),
  },
  {
    key: "phone",
    header: t("adminInbox.column.phone"),
    render: (message) => <span className={styles.nowrap}>{message.phone}</span>,
  },
  {
    key: "message",
    header: t("adminInbox.column.message"),
    render: (message) => (
      <span className={styles.excerpt}>
        {message.pieces && (
          <span className={`adm-badge ${styles.piecesBadge}`}>
            {t("adminInbox.piecesShort", { count: message.pieces.length })}
          </span>
        )}
        {excerpt(message.message)}
      </span>
    ),
  },
  {
    key: "received",
    header: t("adminInbox.column.received"),
    render: (message) => (
      <time className={styles.nowrap} dateTime={message.createdAt}>
        {formatAdminDate(message.createdAt)}
      </time>
    ),
    compare: (a, b) => a.createdAt.localeCompare(b.createdAt),
  },
];

/** With a message open beside the list its text is in full there, so the list drops the excerpt. */
export const columnsBesideDetail = () => messageColumns().filter((column) => column.key !== "message");
