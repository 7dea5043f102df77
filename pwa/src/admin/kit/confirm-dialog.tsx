import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from "react";
import { t } from "../../i18n/admin-catalogue";
import styles from "./dialog.module.css";

interface Request {
  message: string;
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

const ConfirmContext = createContext<((message: string, confirmLabel?: string) => Promise<boolean>) | null>(
  null,
);

/**
 * An in-app confirmation (a modal <dialog>) in place of window.confirm: keyboard-friendly, styled,
 * and testable. Esc or Cancel answers false; focus returns where it was.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const confirm = useCallback(
    (message: string, confirmLabel = t("admin.confirm.ok")) =>
      new Promise<boolean>((resolve) => {
        returnFocus.current = document.activeElement as HTMLElement | null;
        setRequest({ message, confirmLabel, resolve });
      }),
    [],
  );

  useEffect(() => {
    if (request && !dialog.current?.open) dialog.current?.showModal();
  }, [request]);

  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
    dialog.current?.close();
    returnFocus.current?.focus();
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby="confirm-title"
        aria-describedby="confirm-text"
        onCancel={(event) => {
          event.preventDefault();
          answer(false);
        }}
      >
        <h2 id="confirm-title">{t("admin.confirm.title")}</h2>
        <p id="confirm-text">{request?.message}</p>
        <div className="adm-actions">
          <button type="button" className="adm-button" onClick={() => answer(false)}>
            {t("admin.common.cancel")}
          </button>
          <button type="button" className="adm-button adm-button-primary" onClick={() => answer(true)}>
            {request?.confirmLabel}
          </button>
        </div>
      </dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm() {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm is used outside the admin");
  return confirm;
}
