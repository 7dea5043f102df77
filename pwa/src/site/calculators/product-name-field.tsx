import type { Ref } from "react";
import { t } from "../../i18n/messages";
import { useTypedBeforeStart } from "../../shared/typed-before-start";
import styles from "./calculators.module.css";

interface Props {
  id: string;
  value: string;
  /** Shown under the field and announced; null while the name is fine. */
  error: string | null;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The "Product name" field both product lists ask for before a weight is added. */
export function ProductNameField({ id, value, error, onChange, inputRef }: Props) {
  const typedBefore = useTypedBeforeStart(onChange);
  return (
    <div className="field" ref={typedBefore(id)}>
      <label htmlFor={id}>{t("calculators.list.name")}</label>
      <input
        ref={inputRef}
        id={id}
        className={`input ${styles.bigInput}`}
        type="text"
        autoComplete="off"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
