import { MessageCircle, Phone, X } from "lucide-react";
import { type RefObject, useId } from "react";
import { telHref, whatsAppHref } from "#core/phone-numbers";
import type { ContactMessage } from "#core/schemas/contact-message";
import { t } from "../../i18n/admin-catalogue";
import { ExternalLink } from "../../shared/ui/external-link";
import { formatAdminDate } from "../kit/admin-date";
import { Button, type ButtonKind, buttonLook } from "../kit/button";
import { OnlineButton } from "../kit/online-button";
import { senderName } from "./message-format";
import { MessagePieces } from "./message-pieces";
import styles from "./messages-page.module.css";
import { StatusBadge } from "./status-badge";
import { actionApplies, type MessageAction } from "./use-message-actions";

interface Props {
  message: ContactMessage;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** True while a change is on its way: the buttons stay visible but inert, as they do offline. */
  busy: boolean;
  onAction: (action: MessageAction) => void;
  onClose: () => void;
}

/** One message in full, beside the list. The text is shown as typed: line breaks kept, never HTML. */
export function MessageDetail({ message, headingRef, busy, onAction, onClose }: Props) {
  const headingId = useId();
  const name = senderName(message);
  const call = telHref(message.phone);
  const chat = whatsAppHref(message.phone);
  const button = (action: MessageAction, label: string, kind?: ButtonKind) =>
    actionApplies[action](message) && (
      <OnlineButton kind={kind} disabled={busy} onClick={() => onAction(action)}>
        {label}
      </OnlineButton>
    );

  return (
    <section
      className={styles.detail}
      aria-labelledby={headingId}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
    >
      <header className={styles.detailHeader}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t("adminInbox.detailLabel", { name })}
        </h2>
        <Button
          kind="ghost"
          size="small"
          onClick={onClose}
          aria-label={t("adminInbox.close")}
          title={t("adminInbox.close")}
        >
          <X size={16} aria-hidden="true" />
        </Button>
      </header>
      <p className={styles.meta}>
        <StatusBadge status={message.status} />
        <time dateTime={message.createdAt}>
          {t("adminInbox.received", { date: formatAdminDate(message.createdAt) })}
        </time>
      </p>
      <p className={styles.contact}>
        <span className="visually-hidden">{t("adminInbox.phone")}: </span>
        {call ? (
          <a className={buttonLook({ size: "small" })} href={call}>
            <Phone size={14} aria-hidden="true" />
            {t("adminInbox.call", { phone: message.phone })}
          </a>
        ) : (
          <span>{message.phone}</span>
        )}
        {chat && (
          <ExternalLink className={buttonLook({ size: "small" })} href={chat}>
            <MessageCircle size={14} aria-hidden="true" />
            {t("adminInbox.whatsApp")}
          </ExternalLink>
        )}
      </p>
      <p className={styles.body}>{message.message}</p>
      {message.pieces && <MessagePieces ids={message.pieces} />}
      {message.status === "unread" && <p className="adm-hint">{t("adminInbox.openHint")}</p>}
      <div className="adm-actions">
        {button("delete", t("adminInbox.delete"), "danger")}
        {button("read", t("adminInbox.markRead"))}
        {button("replied", t("adminInbox.markReplied"), "primary")}
      </div>
    </section>
  );
}
