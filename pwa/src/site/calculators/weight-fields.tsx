import { formatCount } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./calculators.module.css";
import { type WeightForm, weightFieldId } from "./use-weight-form";

/** What the inputs are drawn from: a calculator's form, or one weight of an old piece. */
export type WeightInputs = Pick<
  WeightForm,
  "idPrefix" | "ranged" | "fields" | "errors" | "change" | "typedBefore"
>;

import { UNIT_LABEL_KEYS, UNITS } from "./weight-form";

const RANGE_KEYS = {
  ana: "calculators.range.ana",
  roti: "calculators.range.roti",
  point: "calculators.range.point",
} as const;

/**
 * The four unit inputs with their inline errors; a ranged form shows the first calculator's limits
 * (Vori 0 or more, Ana 0-15, Roti 0-5, Point 0-9) as hints and input bounds.
 */
export function WeightFieldset({ form }: { form: WeightInputs }) {
  const { idPrefix, ranged, fields, errors, change, typedBefore } = form;
  return (
    <div className={styles.unitFields}>
      {UNITS.map((unit) => {
        const id = weightFieldId(idPrefix, unit);
        const error = errors[unit];
        const hint = ranged && unit !== "vori" ? t(RANGE_KEYS[unit]) : null;
        const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
        return (
          <div className="field" key={unit} ref={typedBefore(unit)}>
            <div className={styles.labelRow}>
              <label htmlFor={id}>{t(UNIT_LABEL_KEYS[unit])}</label>
              {hint && (
                <span id={`${id}-hint`} className={styles.hint}>
                  {hint}
                </span>
              )}
            </div>
            <input
              id={id}
              className={`input tabular ${styles.bigInput}`}
              // Text, not a number input: browsers refuse Bengali digits in those, and the schema reads both.
              type="text"
              inputMode={unit === "vori" || !ranged ? "decimal" : "numeric"}
              autoComplete="off"
              placeholder={formatCount(0)}
              value={fields[unit]}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              onChange={(event) => change(unit, event.currentTarget.value)}
            />
            {error && (
              <p id={`${id}-error`} className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </div>
  );
}
