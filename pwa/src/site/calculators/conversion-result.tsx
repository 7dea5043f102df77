import type { ReactNode } from "react";
import styles from "./calculators.module.css";

/**
 * A converter's answer under its form, read out when it changes; until the first conversion (or
 * after a failed check) it says what to do instead.
 */
export function ConversionResult({
  label,
  placeholder,
  children,
}: {
  label: string;
  placeholder: string;
  /** The answer, or null while there is none. */
  children: ReactNode;
}) {
  return (
    <div className={styles.result} role="status">
      <p className={styles.resultLabel}>{label}</p>
      {children ?? <p className={styles.resultPlaceholder}>{placeholder}</p>}
    </div>
  );
}
