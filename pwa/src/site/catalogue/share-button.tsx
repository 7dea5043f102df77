import { Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { t } from "../../i18n/messages";
import styles from "./jewelry-detail.module.css";

/** How long the "copied" confirmation stays up. */
const MESSAGE_MS = 4000;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === "AbortError";

/**
 * Opens the device's share sheet; where there is none (most desktops), copies the page's address
 * and says so. The shared text is worked out when shared, not each time the button renders.
 */
export function ShareButton({
  title,
  text,
  url,
  label,
}: {
  title: string;
  text: () => string;
  url: string;
  /** Words on the button beside its icon (a page's own action); an icon alone otherwise. */
  label?: string;
}) {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setMessage(t("catalogue.linkCopied"));
    } catch {
      setMessage(t("catalogue.copyFailed"));
    }
  };

  const share = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text: text(), url });
        return;
      } catch (error) {
        // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
        if (isAbort(error)) return;
      }
    }
    await copy();
  };

  return (
    <>
      <button
        type="button"
        className={label ? "button button-secondary" : styles.iconButton}
        aria-label={label ? undefined : t("catalogue.share")}
        onClick={() => void share()}
      >
        <Share2 size={20} aria-hidden="true" />
        {label}
      </button>
      <p className={`${styles.shareMessage} ${label ? styles.shareMessageBelow : ""}`} role="status">
        {message}
      </p>
    </>
  );
}
