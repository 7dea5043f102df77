import type { UseFormRegisterReturn } from "react-hook-form";
import { NUMBER_FIELD } from "../kit/typed-number";
import styles from "./rates-admin.module.css";

/** A percentage the owner types in Latin or Bengali digits, with its check's message under it. */
export function PercentField({
  id,
  label,
  error,
  field,
}: {
  id: string;
  label: string;
  error: string | undefined;
  /** The form's registration, reading the typed text as a number (readTypedNumber). */
  field: UseFormRegisterReturn;
}) {
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={`adm-input tabular ${styles.percentInput}`}
        {...NUMBER_FIELD}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
      />
      {error && (
        <p id={`${id}-error`} className="adm-error">
          {error}
        </p>
      )}
    </div>
  );
}
