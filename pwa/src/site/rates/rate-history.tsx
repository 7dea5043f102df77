import { useState } from "react";
import { FIRST_HISTORY, historyPath } from "#core/rate-history-path";
import { RATE_HISTORY_DAYS } from "#core/rate-terms";
import type { RateHistoryResponse } from "#core/schemas/gold-rates";
import { usePublicRead } from "../../data/api/public-reads";
import { useOnline } from "../../data/api/reachability";
import { formatDeviceTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { useTypedBeforeStart } from "../../shared/typed-before-start";
import { SelectField } from "../../shared/ui/select-field";
import { RateChart } from "./rate-chart";
import { chartSteps } from "./rate-chart-scale";
import styles from "./rate-history.module.css";
import { RateHistoryTable } from "./rate-history-table";
import { rateProductLabel } from "./rate-product-label";
import { type Series, seriesByKey, seriesKey, seriesOptions } from "./rate-series";

type Days = (typeof RATE_HISTORY_DAYS)[number];

/** The price history of one grade over 30, 90 or 365 days: a chart with its figures as a table. */
export function RateHistory() {
  const [series, setSeries] = useState<Series>(FIRST_HISTORY);
  const [days, setDays] = useState<Days>(FIRST_HISTORY.days);
  const typedBefore = useTypedBeforeStart((_, option: Days) => setDays(option));
  const product = rateProductLabel(series.metal, series.grade);

  return (
    <section className={`card ${styles.section}`} aria-labelledby="rate-history-title">
      <h2 id="rate-history-title" className={styles.title}>
        {t("rates.history.title")}
      </h2>
      <p className={styles.intro}>{t("rates.history.intro")}</p>
      <div className={styles.controls}>
        <SelectField
          id="rate-history-series"
          label={t("rates.history.grade")}
          value={seriesKey(series)}
          options={seriesOptions()}
          onChange={(key) => setSeries((current) => seriesByKey(key) ?? current)}
        />
        <fieldset className={styles.period}>
          <legend>{t("rates.history.period")}</legend>
          <div className={styles.segments}>
            {RATE_HISTORY_DAYS.map((option) => (
              <label key={option} className={styles.segment} ref={typedBefore(option)}>
                <input
                  type="radio"
                  name="rate-history-days"
                  value={option}
                  checked={days === option}
                  onChange={() => setDays(option)}
                />
                <span>{t("rates.history.days", { days: option })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <HistoryBody path={historyPath(series.metal, series.grade, days)} product={product} days={days} />
    </section>
  );
}

function HistoryBody({ path, product, days }: { path: string; product: string; days: number }) {
  const history = usePublicRead<RateHistoryResponse>(path);
  const online = useOnline();

  if (history.status === "loading") {
    return (
      <div className={styles.placeholder} role="status">
        {t("state.loading")}
      </div>
    );
  }
  if (history.status === "error" || !history.data) {
    const offline = history.offline || !online;
    return (
      <div className={styles.placeholder} role={offline ? "status" : "alert"}>
        <p>{t(offline ? "rates.history.offline" : "rates.history.error")}</p>
        <button type="button" className="button button-secondary button-small" onClick={history.retry}>
          {t("state.retry")}
        </button>
      </div>
    );
  }

  const data = history.data;
  // The window ends when these figures were last known to be right, not at an unknown "now".
  const end = history.syncedAt ? Date.parse(history.syncedAt) : Date.now();
  const { start, steps } = chartSteps(data.before, data.points, end, data.days);
  if (steps.length === 0) {
    return (
      <p className={styles.placeholder} role="status">
        {t("rates.history.empty", { product, days })}
      </p>
    );
  }
  const stale = (history.offline || history.errorStatus !== null || !online) && history.syncedAt;
  return (
    <>
      {stale && (
        <p className={styles.saved} role="status">
          {t("rates.history.savedAt", { time: formatDeviceTime(stale) })}
        </p>
      )}
      <RateChart product={product} days={data.days} start={start} end={end} steps={steps} />
      <RateHistoryTable product={product} history={data} />
    </>
  );
}
