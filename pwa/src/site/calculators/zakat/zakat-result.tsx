import { UNITS_PER_GRAM } from "#core/gold-exchange";
import { gramsToWeight } from "#core/units";
import type { Nisab, ZakatReckoning } from "#core/zakat";
import { formatGrams, formatTaka } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import exchange from "../gold-exchange/gold-exchange.module.css";
import styles from "./zakat.module.css";

interface Props {
  nisab: Nisab | null;
  /** The reckoning once every field reads; null while one needs correcting or the board is missing. */
  reckoning: ZakatReckoning | null;
  /** Why there is no reckoning, when there is none. */
  waiting: string;
}

/** The nisab today, what the visitor holds in all, and whether zakat is due and how much. */
export function ZakatResult({ nisab, reckoning, waiting }: Props) {
  return (
    <section className={`card ${styles.result}`} aria-labelledby="zakat-result-title">
      <h2 id="zakat-result-title" className={styles.sectionTitle}>
        {t("zakat.result.title")}
      </h2>
      <dl className={`tabular ${exchange.figures}`}>
        {reckoning && reckoning.wealth > 0 && (
          <>
            <Row label={t("zakat.result.gold")} amount={reckoning.gold} />
            <Row label={t("zakat.result.silver")} amount={reckoning.silver} />
            <Row label={t("zakat.result.money")} amount={reckoning.money} />
            <Row label={t("zakat.result.wealth")} amount={reckoning.wealth} strong />
          </>
        )}
        {nisab && (
          <div className={exchange.row}>
            <dt>
              {t("zakat.result.nisab")}
              <span className={exchange.rate}>
                {t(`zakat.result.nisabBasis.${nisab.standard}`, {
                  grams: formatGrams(nisab.units / UNITS_PER_GRAM, 2),
                  ...gramsToWeight(nisab.units / UNITS_PER_GRAM),
                  perGram: formatTaka(nisab.perGram),
                })}
              </span>
            </dt>
            <dd>{formatTaka(nisab.value)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.verdict} role="status">
        <Verdict reckoning={reckoning} waiting={waiting} />
      </div>
    </section>
  );
}

function Row({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={`${exchange.row} ${strong ? exchange.offer : ""}`}>
      <dt>{label}</dt>
      <dd>{formatTaka(amount)}</dd>
    </div>
  );
}

function Verdict({ reckoning, waiting }: { reckoning: ZakatReckoning | null; waiting: string }) {
  if (!reckoning) return <p className={exchange.muted}>{waiting}</p>;
  if (reckoning.wealth === 0) return <p className={exchange.muted}>{t("zakat.result.blank")}</p>;
  if (reckoning.due) {
    return (
      <>
        <p className={styles.verdictLabel}>{t("zakat.result.due")}</p>
        <p className={`tabular ${styles.zakat}`}>{formatTaka(reckoning.zakat)}</p>
        <p className={exchange.muted}>{t("zakat.result.dueWhy", { wealth: formatTaka(reckoning.wealth) })}</p>
      </>
    );
  }
  return (
    <>
      <p className={styles.verdictLabel}>{t("zakat.result.notDue")}</p>
      <p className={exchange.muted}>
        {t("zakat.result.short", { amount: formatTaka(reckoning.nisab.value - reckoning.wealth) })}
      </p>
    </>
  );
}
