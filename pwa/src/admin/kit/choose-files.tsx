import type { ReactNode } from "react";
import { buttonLook } from "./button";
import styles from "./choose-files.module.css";

interface Props {
  id: string;
  /** The file types offered, as the input's `accept` ("image/*", ".tar.gz"). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** The button's words ("Choose photos"). */
  label: string;
  /** Read after the label only by screen readers, telling one field's button from another's. */
  detail?: string;
  icon?: ReactNode;
  onFiles: (files: File[]) => void;
}

/**
 * The file picker as a button: a real file input (focusable, and offering the camera on phones for
 * photos) whose visible face is its label.
 */
export function ChooseFiles({ id, accept, multiple = false, disabled, label, detail, icon, onFiles }: Props) {
  return (
    <span className={styles.choose}>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="visually-hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Cleared, so choosing the same file again (after removing it) is noticed.
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <label htmlFor={id} className={buttonLook({ size: "small" })}>
        {icon}
        {label}
        {detail && <span className="visually-hidden"> {detail}</span>}
      </label>
    </span>
  );
}
