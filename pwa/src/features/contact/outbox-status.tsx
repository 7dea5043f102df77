import { useLiveQuery } from "dexie-react-hooks";
import { Check, Hourglass } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { db } from "../../data/db";
import { t } from "../../i18n/messages";
import styles from "./contact.module.css";
import { SUCCESS_NOTICE_MS } from "./use-contact-form";

/** Messages written on this device but not yet at the shop, counted live as the outbox drains. */
export function OutboxStatus({ onDelivered }: { onDelivered: () => void }) {
  const waiting = useLiveQuery(() => db.outbox.count(), []);
  const previous = useRef(waiting);
  const [delivered, setDelivered] = useState(false);

  useEffect(() => {
    if (waiting === 0 && previous.current !== undefined && previous.current > 0) {
      setDelivered(true);
      onDelivered();
    }
    if (waiting !== undefined && waiting > 0) setDelivered(false);
    previous.current = waiting;
  }, [waiting, onDelivered]);

  useEffect(() => {
    if (!delivered) return;
    const timer = setTimeout(() => setDelivered(false), SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [delivered]);

  return (
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
  );
}
