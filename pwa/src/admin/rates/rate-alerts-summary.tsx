import type { RateAlertSummary } from "#core/schemas/rate-alerts";
import { t } from "../../i18n/admin-catalogue";
import { formatCount, formatDhakaTime } from "../../i18n/format";
import { useAdminQuery } from "../api/use-admin-api";
import { LoadState } from "../kit/load-state";
import styles from "./rates-admin.module.css";

/** While a board's alerts are still going out, the figures are read again this often. */
const SENDING_REFRESH_MS = 5_000;

const browsers = (count: number) =>
  count === 1
    ? t("adminRates.alerts.browser")
    : t("adminRates.alerts.browsers", { count: formatCount(count) });

const stillSending = (summary: RateAlertSummary | undefined) =>
  summary?.rounds.some((round) => round.waiting > 0) ? SENDING_REFRESH_MS : false;

/** How many visitors get rate alerts, and what each board's alerts came to. */
export function RateAlertsSummary() {
  const summary = useAdminQuery("rateAlertSummary", { refetchInterval: stillSending });
  const { data } = summary;
  return (
    <section className="adm-card" aria-labelledby="rate-alerts-title">
      <h2 id="rate-alerts-title">{t("adminRates.alerts.title")}</h2>
      {data === undefined ? (
        <LoadState
          loading={summary.isFetching}
          error={summary.error}
          failed={t("adminRates.alerts.loadError")}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <>
          <p className={styles.muted}>
            {data.subscribers === 0
              ? t("adminRates.alerts.none")
              : t("adminRates.alerts.count", {
                  subscribers: browsers(data.subscribers),
                  every: formatCount(data.everyBoard),
                  price: formatCount(data.onAPrice),
                })}
          </p>
          {data.rounds.length === 0 ? (
            <p className={styles.empty}>{t("adminRates.alerts.noRounds")}</p>
          ) : (
            <div className={styles.scroller}>
              <table className={styles.table} aria-label={t("adminRates.alerts.tableLabel")}>
                <thead>
                  <tr>
                    <th scope="col">{t("adminRates.alerts.board")}</th>
                    <th scope="col" className={styles.number}>
                      {t("adminRates.alerts.alerted")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("adminRates.alerts.sent")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("adminRates.alerts.waiting")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("adminRates.alerts.gone")}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t("adminRates.alerts.failed")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rounds.map((round) => (
                    <tr key={round.boardId}>
                      <th scope="row" className="tabular">
                        {formatDhakaTime(round.effectiveAt)}
                      </th>
                      {([round.alerted, round.sent, round.waiting, round.gone, round.failed] as const).map(
                        (figure, index) => (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in this order.
                          <td key={index} className={`${styles.number} tabular`}>
                            {formatCount(figure)}
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
