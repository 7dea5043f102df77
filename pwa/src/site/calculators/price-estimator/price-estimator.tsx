import { useId, useState } from "react";
import { RATE_GRADES, RATE_METALS, type RateGrade, type RateMetal } from "#core/rate-terms";
import { gramsToWeight } from "#core/units";
import { useSettings } from "../../../data/api/public-reads";
import { formatGrams } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { useTypedBeforeStart } from "../../../shared/typed-before-start";
import { SelectField } from "../../../shared/ui/select-field";
import { EstimateResult } from "./estimate-result";
import { parseOwnWeight } from "./own-weight";
import styles from "./price-estimator.module.css";

// Written when rendered, in the page's language.
const metalOptions = () =>
  RATE_METALS.map((value) => ({ value, label: t(`rates.estimator.metal.${value}`) }));
const gradeOptions = () =>
  RATE_GRADES.map((value) => ({ value, label: t(`rates.estimator.grade.${value}`) }));

/**
 * What a piece of this weight would cost at today's rate, shown under the calculators when the shop
 * has it switched on. `grams` is the calculator's last conversion; typed grams override it.
 */
export function PriceEstimator({ grams }: { grams: number | null }) {
  const { settings } = useSettings();
  if (!settings.rates.showEstimator) return null;
  return <Estimator grams={grams} />;
}

function Estimator({ grams }: { grams: number | null }) {
  const id = useId();
  const [metal, setMetal] = useState<RateMetal>("gold");
  const [grade, setGrade] = useState<RateGrade>("22K");
  const [ownText, setOwnText] = useState("");
  const own = parseOwnWeight(ownText);
  const weight = own.kind === "grams" ? own.grams : own.kind === "none" ? grams : null;
  const ownId = `${id}-own`;
  const typedBefore = useTypedBeforeStart(setOwnText);

  return (
    <section className={`card ${styles.panel}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t("rates.estimator.title")}
      </h2>
      <p className={styles.intro}>{t("rates.estimator.intro")}</p>
      <div className={styles.layout}>
        <div className={styles.inputs}>
          <div className={styles.pickers}>
            <SelectField
              id={`${id}-metal`}
              label={t("rates.estimator.metal")}
              value={metal}
              options={metalOptions()}
              onChange={setMetal}
            />
            <SelectField
              id={`${id}-grade`}
              label={t("rates.estimator.grade")}
              value={grade}
              options={gradeOptions()}
              onChange={setGrade}
            />
          </div>

          <div className={styles.weight}>
            <p className={styles.weightLabel}>{t("rates.estimator.weight")}</p>
            {weight === null ? (
              <p className={styles.weightHint}>{t("rates.estimator.noWeight")}</p>
            ) : (
              <>
                <p className={`tabular ${styles.weightValue}`}>{describeWeight(weight)}</p>
                <p className={styles.weightHint}>
                  {t(own.kind === "grams" ? "rates.estimator.typed" : "rates.estimator.fromCalculator")}
                </p>
              </>
            )}
          </div>

          <div className="field" ref={typedBefore(ownId)}>
            <label htmlFor={ownId}>{t("rates.estimator.ownWeight")}</label>
            <input
              id={ownId}
              className="input tabular"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={formatGrams(0, 3)}
              value={ownText}
              aria-invalid={own.kind === "error" ? true : undefined}
              aria-describedby={own.kind === "error" ? `${ownId}-hint ${ownId}-error` : `${ownId}-hint`}
              onChange={(event) => setOwnText(event.currentTarget.value)}
            />
            <p id={`${ownId}-hint`} className={styles.hint}>
              {t("rates.estimator.ownWeightHint")}
            </p>
            {own.kind === "error" && (
              <p id={`${ownId}-error`} className="field-error" role="alert">
                {own.message}
              </p>
            )}
          </div>
        </div>

        <EstimateResult metal={metal} grade={grade} grams={weight} />
      </div>
      <p className={styles.note}>{t("rates.estimator.note")}</p>
    </section>
  );
}

/** "11.6640 g (1 vori 0 ana 0 roti 0 point)": grams as the calculator shows them, with the local units. */
function describeWeight(grams: number): string {
  const weight = gramsToWeight(grams);
  return t("rates.estimator.weightValue", { grams: formatGrams(grams, 4), ...weight });
}
