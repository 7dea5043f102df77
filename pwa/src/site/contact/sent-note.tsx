import { CircleCheck } from "lucide-react";
import { useCallback } from "react";
import { type DeviceStore, useStoredState } from "../../data/device/use-stored-state";
import { formatDeviceTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./contact.module.css";

export const SENT_KEY = "shonali.contact-sent";

/** When the shop last received a message from this device, as an ISO time; null when none is noted. */
export const sentAtStore: DeviceStore<string | null> = {
  read() {
    try {
      const saved = localStorage.getItem(SENT_KEY);
      return saved && !Number.isNaN(Date.parse(saved)) ? saved : null;
    } catch {
      return null;
    }
  },
  write(sentAt) {
    try {
      if (sentAt) localStorage.setItem(SENT_KEY, sentAt);
      else localStorage.removeItem(SENT_KEY);
    } catch {
      // Storage blocked (private mode): the note lasts as long as the page does.
    }
  },
};

/**
 * The lasting trace of a message the shop has received: the "sent" notice goes after 5 seconds, as the
 * spec has it, and a visitor who looks again (or reloads) still sees that the message went, and when.
 */
export function useSentNote() {
  const [sentAt, setSentAt] = useStoredState(sentAtStore, null);
  const record = useCallback(() => setSentAt(new Date().toISOString()), [setSentAt]);
  const dismiss = useCallback(() => setSentAt(null), [setSentAt]);
  return { sentAt, record, dismiss };
}

export function SentNote({ sentAt, onWriteAnother }: { sentAt: string; onWriteAnother: () => void }) {
  return (
    <div className={styles.sentNote}>
      <CircleCheck size={20} aria-hidden="true" />
      <p>{t("contact.sent.note", { time: formatDeviceTime(sentAt) })}</p>
      <button type="button" className="button button-secondary button-small" onClick={onWriteAnother}>
        {t("contact.sent.another")}
      </button>
    </div>
  );
}
