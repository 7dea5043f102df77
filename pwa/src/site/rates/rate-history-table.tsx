import type { RateHistoryResponse } from "#core/schemas/gold-rates";
import { formatDhakaTime, formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./rate-history.module.css";

/** The chart's text alternative: every figure it draws, behind a disclosure so it stays out of the way. */
export function RateHistoryTable({ product, history }: { product: string; history: RateHistoryResponse }) {
  const { before, points, days } = history;
  return (
    <details className={styles.figures}>
      <summary>{t("rates.history.showFigures")}</summary>
      <table className={`tabular ${styles.figuresTable}`}>
        <caption className="visually-hidden">{t("rates.history.caption", { product, days })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("rates.history.colDate")}</th>
            <th scope="col" className={styles.numeric}>
              {t("rates.history.colPerVori")}
            </th>
            <th scope="col" className={styles.numeric}>
              {t("rates.history.colPerGram")}
            </th>
          </tr>
        </thead>
        <tbody>
          {before && (
            <tr>
              <th scope="row">{t("rates.history.inForce", { time: formatDhakaTime(before.effectiveAt) })}</th>
              <td className={styles.numeric}>{formatTaka(before.perVori)}</td>
              <td className={styles.numeric}>{formatTaka(before.perGram)}</td>
            </tr>
          )}
          {points.map((point) => (
            <tr key={point.effectiveAt}>
              <th scope="row">{formatDhakaTime(point.effectiveAt)}</th>
              <td className={styles.numeric}>{formatTaka(point.perVori)}</td>
              <td className={styles.numeric}>{formatTaka(point.perGram)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
