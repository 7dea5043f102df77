import { type FormEvent, useState } from "react";
import { type TraditionalWeight, weightToGrams } from "#core/units";
import { formatGrams } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./calculators.module.css";
import { ConversionResult } from "./conversion-result";
import { useWeightForm } from "./use-weight-form";
import { WeightFieldset } from "./weight-fields";
import { formatWeight } from "./weight-form";

/** Vori, ana, roti and point to grams; `onConverted` hears each result (null when the check failed). */
export function ConvertToGrams({ onConverted }: { onConverted?: (grams: number | null) => void }) {
  const form = useWeightForm("to-grams", "ranged");
  const [result, setResult] = useState<{ weight: TraditionalWeight; grams: number } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = form.validate();
    const converted = parsed.ok ? { weight: parsed.weight, grams: weightToGrams(parsed.weight) } : null;
    setResult(converted);
    onConverted?.(converted?.grams ?? null);
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="to-grams-title">
      <h2 id="to-grams-title" className={styles.panelTitle}>
        {t("calculators.toGrams.title")}
      </h2>
      <form noValidate onSubmit={submit} className={styles.form}>
        <WeightFieldset form={form} />
        <button type="submit" className={`button button-primary ${styles.wideButton}`}>
          {t("calculators.toGrams.button")}
        </button>
      </form>
      <ConversionResult
        label={t("calculators.toGrams.resultLabel")}
        placeholder={t("calculators.toGrams.placeholder")}
      >
        {result && (
          <>
            <p className={`${styles.resultValue} tabular`}>
              {t("calculators.grams", { grams: formatGrams(result.grams, 4) })}
            </p>
            <p className={`${styles.resultDetail} tabular`}>{formatWeight(result.weight)}</p>
          </>
        )}
      </ConversionResult>
    </section>
  );
}
