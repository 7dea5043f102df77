import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { t } from "../../i18n/admin-catalogue";
import { Button, type ButtonKind } from "./button";
import { Dialog } from "./dialog";
import styles from "./dialog.module.css";

interface ConfirmOptions {
  /** The confirming button's words: what it does ("Delete", "Publish anyway"). */
  confirmLabel?: string;
  /** `danger` when it destroys something; the screen's main action otherwise. */
  kind?: Extract<ButtonKind, "primary" | "danger">;
}

interface Request extends Required<ConfirmOptions> {
  message: string;
  resolve: (ok: boolean) => void;
}

type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

/**
 * An in-app confirmation in place of window.confirm: keyboard-friendly, styled, and testable. Esc or
 * Cancel answers false; focus returns where it was.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const confirm = useCallback<Confirm>(
    (message, { confirmLabel = t("admin.confirm.ok"), kind = "primary" } = {}) =>
      new Promise<boolean>((resolve) => {
        returnFocus.current = document.activeElement as HTMLElement | null;
        setRequest({ message, confirmLabel, kind, resolve });
      }),
    [],
  );

  const answer = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
    returnFocus.current?.focus();
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={request !== null}
        title={t("admin.confirm.title")}
        onClose={() => answer(false)}
        actions={
          <>
            <Button onClick={() => answer(false)}>{t("admin.common.cancel")}</Button>
            <Button kind={request?.kind ?? "primary"} onClick={() => answer(true)}>
              {request?.confirmLabel}
            </Button>
          </>
        }
      >
        <p className={styles.message}>{request?.message}</p>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm() {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm is used outside the admin");
  return confirm;
}
