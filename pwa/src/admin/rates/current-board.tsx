import { formatDhakaTime } from "#core/format/dhaka-time";
import { formatTaka } from "#core/format/taka";
import type { GoldRatesResponse, RateEntry } from "#core/schemas/gold-rates";
import { t } from "../../i18n/messages";
import { metalName } from "./rate-text";
import styles from "./rates-admin.module.css";

function Change({ entry }: { entry: RateEntry }) {
  if (entry.previousPerGram === null) return null;
  const difference = entry.perGram - entry.previousPerGram;
  if (difference === 0) return <span className={styles.muted}>{t("adminRates.unchanged")}</span>;
  const up = difference > 0;
  return (
    <span className={up ? styles.up : styles.down}>
      <span aria-hidden="true">{up ? "▲" : "▼"}</span>
      <span className="visually-hidden">{t(up ? "adminRates.up" : "adminRates.down")}</span>{" "}
      {formatTaka(Math.abs(difference))}
    </span>
  );
}

/** The board in force: both metals, per gram and per vori, and how each figure moved. */
export function CurrentBoard({ rates }: { rates: GoldRatesResponse }) {
  const entries = [...rates.goldPrices, ...rates.silverPrices];
  return (
    <section className="adm-card" aria-labelledby="rates-current-title">
      <h2 id="rates-current-title">{t("adminRates.current.title")}</h2>
      {entries.length === 0 || !rates.effectiveAt ? (
        <p className={styles.empty}>{t("adminRates.current.empty")}</p>
      ) : (
        <>
          <p className={styles.effective}>
            {t("adminRates.current.effective", { time: formatDhakaTime(rates.effectiveAt) })}
          </p>
          <table className={styles.table} aria-label={t("adminRates.current.tableLabel")}>
            <thead>
              <tr>
                <th scope="col">{t("adminRates.current.rate")}</th>
                <th scope="col" className={styles.number}>
                  {t("adminRates.current.perGram")}
                </th>
                <th scope="col" className={styles.number}>
                  {t("adminRates.current.perVori")}
                </th>
                <th scope="col" className={styles.number}>
                  {t("adminRates.current.change")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={`${entry.metal}-${entry.grade}`}>
                  <th scope="row">
                    {metalName(entry.metal)} {entry.grade}
                  </th>
                  <td className={styles.number}>{formatTaka(entry.perGram)}</td>
                  <td className={styles.number}>{formatTaka(entry.perVori)}</td>
                  <td className={styles.number}>
                    <Change entry={entry} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
