import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./dialog.module.css";

interface Props {
  open: boolean;
  title: string;
  /** Esc, or the caller's own Cancel/Close: the dialog is closed once `open` turns false. */
  onClose: () => void;
  /** What the dialog says, below its title. */
  children?: ReactNode;
  /** Its buttons, end-aligned, the confirming one last. */
  actions: ReactNode;
}

/**
 * The admin's modal dialog: a native <dialog> (the page behind goes inert, Esc closes it, focus
 * returns where it was), in the admin's own type and colours wherever it is rendered.
 */
export function Dialog({ open, title, onClose, children, actions }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
    if (!open && dialog.current?.open) dialog.current.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}
