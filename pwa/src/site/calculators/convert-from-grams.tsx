import { type FormEvent, useEffect, useState } from "react";
import { GRAMS_PER_POINT, gramsToWeight, type TraditionalWeight } from "#core/units";
import { formatCount, formatGrams } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { useTypedBeforeStart } from "../../shared/typed-before-start";
import styles from "./calculators.module.css";
import { ConversionResult } from "./conversion-result";
import { parseGrams, prepareRules, UNIT_LABEL_KEYS, UNITS } from "./weight-form";

export function ConvertFromGrams() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ grams: number; weight: TraditionalWeight } | null>(null);
  const change = (typed: string) => {
    setValue(typed);
    setError(null);
  };
  const typedBefore = useTypedBeforeStart(change);
  useEffect(() => void prepareRules("grams"), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseGrams(value);
    if (parsed.ok) {
      setError(null);
      setResult({ grams: parsed.grams, weight: gramsToWeight(parsed.grams) });
    } else {
      setError(parsed.error);
      setResult(null);
      document.getElementById("from-grams-input")?.focus();
    }
  };

  return (
    <section className={`card ${styles.panel}`} aria-labelledby="from-grams-title">
      <h2 id="from-grams-title" className={styles.panelTitle}>
        {t("calculators.fromGrams.title")}
      </h2>
      <form noValidate onSubmit={submit} className={styles.form}>
        <div className="field" ref={typedBefore("grams")}>
          <label htmlFor="from-grams-input">{t("calculators.unit.grams")}</label>
          <input
            id="from-grams-input"
            className={`input tabular ${styles.bigInput}`}
            // Text, not a number input, so Bengali digits can be typed: the schema reads both.
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={formatCount(0)}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "from-grams-error" : undefined}
            onChange={(event) => change(event.currentTarget.value)}
          />
          {error && (
            <p id="from-grams-error" className="field-error" role="alert">
              {error}
            </p>
          )}
        </div>
        <button type="submit" className={`button button-primary ${styles.wideButton}`}>
          {t("calculators.fromGrams.button")}
        </button>
      </form>
      <ConversionResult
        label={t("calculators.fromGrams.resultLabel")}
        placeholder={t("calculators.fromGrams.placeholder")}
      >
        {result && (
          <>
            <dl className={styles.unitResult}>
              {UNITS.map((unit) => (
                <div key={unit}>
                  <dt>{t(UNIT_LABEL_KEYS[unit])}</dt>
                  <dd className="tabular">{formatCount(result.weight[unit])}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.resultDetail}>
              <span className="tabular">
                {t("calculators.grams", { grams: formatGrams(result.grams, 4) })}
              </span>{" "}
              · {t("calculators.fromGrams.note", { grams: GRAMS_PER_POINT })}
            </p>
          </>
        )}
      </ConversionResult>
    </section>
  );
}
