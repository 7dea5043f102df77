import { RATE_GRADES, RATE_METALS } from "#core/rate-terms";
import { t } from "../../i18n/admin-catalogue";
import { formatDhakaTime, formatTaka } from "../../i18n/format";
import { RateChange } from "../../shared/ui/rate-change";
import type { BoardInForce } from "./board-status";
import { rateName } from "./rate-text";
import styles from "./rates-admin.module.css";

function Change({ perGram, before }: { perGram: number; before: number | undefined }) {
  if (before === undefined) return null;
  const difference = perGram - before;
  if (difference === 0) return <span className={styles.muted}>{t("adminRates.unchanged")}</span>;
  const direction = difference > 0 ? "up" : "down";
  const amount = formatTaka(Math.abs(difference));
  return (
    <RateChange
      direction={direction}
      amount={amount}
      spoken={`${t(direction === "up" ? "adminRates.up" : "adminRates.down")} ${amount}`}
    />
  );
}

/** The board in force: both metals, per gram and per vori, and how each figure moved since the last. */
export function CurrentBoard({ inForce }: { inForce: BoardInForce | null }) {
  return (
    <section className="adm-card" aria-labelledby="rates-current-title">
      <h2 id="rates-current-title">{t("adminRates.current.title")}</h2>
      {inForce === null ? (
        <p className={styles.empty}>{t("adminRates.current.empty")}</p>
      ) : (
        <>
          <p className={styles.effective}>
            {t("adminRates.current.effective", { time: formatDhakaTime(inForce.board.effectiveAt) })}
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
              {RATE_METALS.flatMap((metal) =>
                RATE_GRADES.map((grade) => (
                  <tr key={`${metal}-${grade}`}>
                    <th scope="row">{rateName(metal, grade)}</th>
                    <td className={styles.number}>{formatTaka(inForce.board.prices[metal][grade])}</td>
                    <td className={styles.number}>{formatTaka(inForce.board.perVori[metal][grade])}</td>
                    <td className={styles.number}>
                      <Change
                        perGram={inForce.board.prices[metal][grade]}
                        before={inForce.replaced?.prices[metal][grade]}
                      />
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
