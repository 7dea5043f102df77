import { Link } from "react-router";
import { endpoints } from "#core/endpoints";
import type { RateGrade, RateMetal } from "#core/rate-terms";
import { estimatePrice } from "#core/rates";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { usePublicRead, useSettings } from "../../../data/api/public-reads";
import { useOnline } from "../../../data/api/reachability";
import { formatDhakaTime, formatTaka } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { rateProductLabel } from "../../rates/rate-product-label";
import styles from "./price-estimator.module.css";

/** The rate in use and the estimate at it, from the device's copy of today's board (so it works offline). */
export function EstimateResult({
  metal,
  grade,
  grams,
}: {
  metal: RateMetal;
  grade: RateGrade;
  grams: number | null;
}) {
  const rates = usePublicRead<GoldRatesResponse>(endpoints.getGoldRates.path);
  const online = useOnline();
  const { settings } = useSettings();
  const { makingChargePercent, vatPercent } = settings.rates;

  if (rates.status === "loading") {
    return (
      <div className={styles.result} role="status">
        <p className={styles.muted}>{t("state.loading")}</p>
      </div>
    );
  }
  const board = rates.data;
  if (!board) {
    return (
      <Missing
        text={t(rates.offline || !online ? "rates.estimator.noRatesOffline" : "rates.estimator.noRates")}
      />
    );
  }
  const entries = metal === "gold" ? board.goldPrices : board.silverPrices;
  if (board.goldPrices.length === 0 && board.silverPrices.length === 0) {
    return <Missing text={t("rates.estimator.noPublished")} />;
  }
  const entry = entries.find((item) => item.grade === grade);
  if (!entry)
    return <Missing text={t("rates.estimator.noGrade", { product: rateProductLabel(metal, grade) })} />;

  const estimate =
    grams === null ? null : estimatePrice({ grams, perGram: entry.perGram, makingChargePercent, vatPercent });

  return (
    <div className={styles.result}>
      <dl className={`tabular ${styles.figures}`}>
        <div className={styles.row}>
          <dt>{t("rates.estimator.rate")}</dt>
          <dd>
            {t("rates.estimator.rateValue", {
              perGram: formatTaka(entry.perGram),
              perVori: formatTaka(entry.perVori),
            })}
          </dd>
        </div>
        {estimate && (
          <>
            <div className={styles.row}>
              <dt>{t("rates.estimator.metalValue")}</dt>
              <dd>{formatTaka(estimate.metalValue)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("rates.estimator.making", { percent: makingChargePercent })}</dt>
              <dd>{formatTaka(estimate.makingCharge)}</dd>
            </div>
            <div className={styles.row}>
              <dt>{t("rates.estimator.vat", { percent: vatPercent })}</dt>
              <dd>{formatTaka(estimate.vat)}</dd>
            </div>
            <div className={`${styles.row} ${styles.total}`}>
              <dt>{t("rates.estimator.total")}</dt>
              <dd>{formatTaka(estimate.total)}</dd>
            </div>
          </>
        )}
      </dl>
      {/* Announced on its own: the total is what changes as the weight or grade does. */}
      <p className="visually-hidden" role="status">
        {estimate ? `${t("rates.estimator.total")}: ${formatTaka(estimate.total)}` : ""}
      </p>
      <p className={styles.asOf}>{t("rates.estimator.asOf", { time: formatDhakaTime(entry.effectiveAt) })}</p>
    </div>
  );
}

function Missing({ text }: { text: string }) {
  return (
    <div className={styles.result} role="status">
      <p className={styles.muted}>{text}</p>
      <Link to="/gold-rates" className={styles.link}>
        {t("rates.estimator.ratesLink")}
      </Link>
    </div>
  );
}
