import { Link } from "react-router";
import { formatDeviceTime, formatDhakaDate, formatDhakaTime } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import type { ExchangeTerms } from "./exchange-terms";
import styles from "./gold-exchange.module.css";

/** The board and the deductions every figure on the page is worked out from, named before the figures. */
export function TermsLine({ terms }: { terms: ExchangeTerms }) {
  if (terms.kind === "loading") {
    return (
      <p className={styles.terms} role="status">
        {t("state.loading")}
      </p>
    );
  }
  if (terms.kind === "missing") {
    return (
      <div className={styles.terms} role="status">
        <p>{terms.text}</p>
        <Link to="/gold-rates">{t("rates.estimator.ratesLink")}</Link>
      </div>
    );
  }
  const { exchangePercent, sellBackPercent, effectiveFrom } = terms.deductions;
  return (
    <div className={styles.terms}>
      {terms.savedAt && (
        <p className="notice notice-info" role="status">
          {t("exchange.terms.savedAt", { time: formatDeviceTime(terms.savedAt) })}
        </p>
      )}
      {terms.boardTime && (
        <p className="tabular">{t("exchange.terms.board", { time: formatDhakaTime(terms.boardTime) })}</p>
      )}
      <p className={`tabular ${styles.deductions}`}>
        {t("exchange.terms.deductions", { exchange: exchangePercent, sellBack: sellBackPercent })},{" "}
        {effectiveFrom
          ? t("exchange.terms.from", { date: formatDhakaDate(effectiveFrom) })
          : t("exchange.terms.trade")}
      </p>
    </div>
  );
}
