import { Check, Hourglass } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ContactMessageInput } from "#core/schemas/contact-message";
import type { OutboxMessage } from "../../data/device/db";
import { useDeviceQuery } from "../../data/device/device-query";
import { outboxCode } from "../../data/outbox/outbox-code";
import { t } from "../../i18n/messages";
import styles from "./contact.module.css";
import { SUCCESS_NOTICE_MS } from "./use-contact-form";

const EXCERPT_LENGTH = 80;

/** A message is listed here only once the outbox's code has read it, so it is in by then. */
const discard = async (key: string) => (await outboxCode()).discardQueuedMessage(key);
const excerpt = (text: string) => (text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH)}…` : text);

/**
 * Messages written on this device but not yet at the shop: counted live as the outbox drains, and
 * any the server refused shown with its reason, to be put back in the form or discarded.
 */
export function OutboxStatus({
  onQueueEmptied,
  onDelivered,
  onRestore,
}: {
  /** Nothing is waiting any more (sent, or refused and shown here). */
  onQueueEmptied: () => void;
  /** The shop has received what was waiting. */
  onDelivered: () => void;
  onRestore: (payload: ContactMessageInput) => void;
}) {
  const outbox = useDeviceQuery<OutboxMessage[] | undefined>(
    "outbox",
    (db) => db.outbox.toArray(),
    undefined,
  );
  const waiting = outbox?.filter((message) => message.state === "waiting").length;
  const refused = outbox?.filter((message) => message.state === "refused") ?? [];
  const previous = useRef<{ waiting: number; refused: number } | undefined>(undefined);
  const [delivered, setDelivered] = useState(false);

  useEffect(() => {
    if (waiting === undefined) return;
    const before = previous.current;
    if (before && before.waiting > 0 && waiting === 0) {
      onQueueEmptied();
      // Gone from the queue and not refused: the server has it.
      if (refused.length <= before.refused) {
        setDelivered(true);
        onDelivered();
      }
    }
    if (waiting > 0) setDelivered(false);
    previous.current = { waiting, refused: refused.length };
  }, [waiting, refused.length, onQueueEmptied, onDelivered]);

  useEffect(() => {
    if (!delivered) return;
    const timer = setTimeout(() => setDelivered(false), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [delivered]);

  const restore = async (message: OutboxMessage) => {
    onRestore(message.payload);
    await discard(message.key);
  };

  return (
    <>
      <p className={styles.outbox} role="status">
        {waiting !== undefined && waiting > 0 ? (
          <>
            <Hourglass size={16} aria-hidden="true" />
            {t(waiting === 1 ? "contact.outbox.one" : "contact.outbox.many", { count: waiting })}
          </>
        ) : (
          delivered && (
            <span className={styles.delivered}>
              <Check size={16} aria-hidden="true" />
              {t("contact.outbox.delivered")}
            </span>
          )
        )}
      </p>
      <div aria-live="polite">
        {refused.map((message) => (
          <div key={message.key} className={`notice notice-error ${styles.refused}`}>
            <p>{t("contact.outbox.refused", { reason: message.refusal ?? t("contact.form.error") })}</p>
            <blockquote>{excerpt(message.payload.message)}</blockquote>
            <div className={styles.refusedActions}>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => void restore(message)}
              >
                {t("contact.outbox.edit")}
              </button>
              <button
                type="button"
                className="button button-ghost button-small"
                onClick={() => void discard(message.key)}
              >
                {t("contact.outbox.discard")}
              </button>
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
