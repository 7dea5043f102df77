import { Link } from "react-router";
import { formatDeviceTime, formatDhakaTime } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import exchange from "../gold-exchange/gold-exchange.module.css";
import type { ZakatTerms } from "./zakat-terms";

/** The board every figure on the page is worked out from, named before the figures. */
export function ZakatTermsLine({ terms }: { terms: ZakatTerms }) {
  if (terms.kind === "loading") {
    return (
      <p className={exchange.terms} role="status">
        {t("state.loading")}
      </p>
    );
  }
  if (terms.kind === "missing") {
    return (
      <div className={exchange.terms} role="status">
        <p>{terms.text}</p>
        <Link to="/gold-rates">{t("rates.estimator.ratesLink")}</Link>
      </div>
    );
  }
  return (
    <div className={exchange.terms}>
      {terms.savedAt && (
        <p className="notice notice-info" role="status">
          {t("exchange.terms.savedAt", { time: formatDeviceTime(terms.savedAt) })}
        </p>
      )}
      {terms.boardTime && (
        <p className="tabular">{t("exchange.terms.board", { time: formatDhakaTime(terms.boardTime) })}</p>
      )}
      <p className={`tabular ${exchange.deductions}`}>
        {t("zakat.terms.sellBack", { percent: terms.sellBackPercent })}
      </p>
    </div>
  );
}
