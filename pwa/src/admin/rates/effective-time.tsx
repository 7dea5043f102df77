import { type UseFormReturn, useWatch } from "react-hook-form";
import { MAX_SCHEDULE_DAYS } from "#core/schemas/gold-rates";
import { t } from "../../i18n/admin-catalogue";
import { formatDhakaTime } from "../../i18n/format";
import type { BoardFormValues } from "./board-values";
import { dhakaLocalToIso } from "./rate-text";
import styles from "./rates-admin.module.css";

/** Now, or a chosen Dhaka time; the moment the board takes effect is spelt out either way. */
export function EffectiveTime({ form }: { form: UseFormReturn<BoardFormValues, unknown, unknown> }) {
  const when = useWatch({ control: form.control, name: "when" });
  const at = useWatch({ control: form.control, name: "at" });
  const error = form.formState.errors.at?.message;
  const iso = when === "at" ? dhakaLocalToIso(at) : null;
  const describedBy = ["rate-at-hint", error && "rate-at-error"].filter(Boolean).join(" ");

  return (
    <fieldset className={`${styles.wide} ${styles.fieldset}`}>
      <legend>{t("adminRates.form.effective")}</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <input type="radio" value="now" {...form.register("when")} />
          {t("adminRates.form.now")}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="at" {...form.register("when")} />
          {t("adminRates.form.at")}
        </label>
      </div>
      {when === "at" && (
        <div className={`adm-field ${styles.atField}`}>
          <label htmlFor="rate-at">{t("adminRates.form.atLabel")}</label>
          <input
            id="rate-at"
            type="datetime-local"
            className="adm-input tabular"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...form.register("at")}
          />
          <p id="rate-at-hint" className="adm-hint">
            {t("adminRates.form.atHint", { days: MAX_SCHEDULE_DAYS })}
          </p>
          {error && (
            <p id="rate-at-error" className="adm-error">
              {error}
            </p>
          )}
        </div>
      )}
      <p className={styles.takesEffect}>
        {when === "at"
          ? iso && t("adminRates.form.takesEffectAt", { time: formatDhakaTime(iso) })
          : t("adminRates.form.takesEffectNow")}
      </p>
    </fieldset>
  );
}
