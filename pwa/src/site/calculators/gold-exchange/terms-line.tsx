import { formatDhakaDate } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { BoardTermsLine } from "../board-terms-line";
import type { ExchangeTerms } from "./exchange-terms";
import styles from "./gold-exchange.module.css";

/** The board and the deductions every figure on the page is worked out from, named before the figures. */
export function TermsLine({ terms }: { terms: ExchangeTerms }) {
  return (
    <BoardTermsLine terms={terms}>
      {({ deductions: { exchangePercent, sellBackPercent, effectiveFrom } }) => (
        <p className={`tabular ${styles.deductions}`}>
          {t("exchange.terms.deductions", { exchange: exchangePercent, sellBack: sellBackPercent })},{" "}
          {effectiveFrom
            ? t("exchange.terms.from", { date: formatDhakaDate(effectiveFrom) })
            : t("exchange.terms.trade")}
        </p>
      )}
    </BoardTermsLine>
  );
}
