import { get, type UseFormReturn, useWatch } from "react-hook-form";
import { RATE_GRADES, type RateGrade, type RateMetal } from "#core/rate-terms";
import { pricePerVori } from "#core/rates";
import { t } from "../../i18n/admin-catalogue";
import { formatTaka } from "../../i18n/format";
import { NUMBER_FIELD, readTypedNumber } from "../kit/typed-number";
import { type BoardFormValues, priceField } from "./board-values";
import { gradeName, metalName } from "./rate-text";
import styles from "./rates-admin.module.css";

interface Props {
  metal: RateMetal;
  grade: RateGrade;
  form: UseFormReturn<BoardFormValues, unknown, unknown>;
}

/** One per-gram figure, with the per-vori price it makes shown as it is typed. */
export function PriceField({ metal, grade, form }: Props) {
  const name = priceField(metal, grade);
  const id = `rate-${metal}-${grade}`;
  const value = useWatch({ control: form.control, name });
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  const valid = typeof value === "number" && Number.isInteger(value) && value > 0;
  const describedBy = [`${id}-vori`, error?.message && `${id}-error`].filter(Boolean).join(" ");
  // The next grade down is judged against this figure, so once its order was refused it is checked
  // again as this one changes.
  const cheaper = RATE_GRADES[RATE_GRADES.indexOf(grade) + 1];

  return (
    <div className="adm-field">
      <label htmlFor={id}>
        {t("adminRates.form.priceLabel", { metal: metalName(metal), grade: gradeName(grade) })}
      </label>
      <div className={styles.priceRow}>
        <input
          id={id}
          className={`adm-input tabular ${styles.priceInput}`}
          {...NUMBER_FIELD}
          inputMode="numeric"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...form.register(name, {
            setValueAs: readTypedNumber,
            deps: cheaper ? [priceField(metal, cheaper)] : [],
          })}
        />
        <span id={`${id}-vori`} className={`tabular ${styles.vori}`}>
          {valid ? t("adminRates.perVori", { price: formatTaka(pricePerVori(value)) }) : ""}
        </span>
      </div>
      {error?.message && (
        <p id={`${id}-error`} className="adm-error">
          {error.message}
        </p>
      )}
    </div>
  );
}
