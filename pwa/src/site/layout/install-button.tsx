import { Download } from "lucide-react";
import { useEffect, useState } from "react";
import { t } from "../../i18n/messages";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Registered at import, before React renders, so an early beforeinstallprompt is not missed.
if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferred = null;
    notify();
  });
}

/** Shown only where the browser offers installation; it opens the browser's own install dialog. */
export function InstallButton({ className = "" }: { className?: string }) {
  // The server never sees an offer: start without the button, as its HTML does, and let the effect show it.
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const update = () => setAvailable(deferred !== null);
    listeners.add(update);
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  if (!available) return null;
  return (
    <button
      type="button"
      className={`button button-gold button-small ${className}`}
      onClick={async () => {
        const event = deferred;
        if (!event) return;
        await event.prompt();
        await event.userChoice;
        deferred = null;
        notify();
      }}
    >
      <Download size={16} aria-hidden="true" />
      {t("install.button")}
    </button>
  );
}
