import { formatCount } from "../../../i18n/format";
import calculators from "../calculators.module.css";
import styles from "./zakat.module.css";

interface Props {
  id: string;
  label: string;
  hint: string;
  value: string;
  error: string | undefined;
  fieldRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
}

/** An amount in whole taka, typed in either language's digits, grouped or not. */
export function MoneyField({ id, label, hint, value, error, fieldRef, onChange }: Props) {
  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="field" ref={fieldRef}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <div className={styles.money}>
        <span className={styles.takaSign} aria-hidden="true">
          ৳
        </span>
        <input
          id={id}
          className={`input tabular ${calculators.bigInput}`}
          // Text, not a number input: browsers refuse Bengali digits and grouping commas in those.
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={formatCount(0)}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
