import { t } from "../../../i18n/messages";
import { BoardTermsLine } from "../board-terms-line";
import exchange from "../gold-exchange/gold-exchange.module.css";
import type { ZakatTerms } from "./zakat-terms";

/** The board every figure on the page is worked out from, named before the figures. */
export function ZakatTermsLine({ terms }: { terms: ZakatTerms }) {
  return (
    <BoardTermsLine terms={terms}>
      {({ sellBackPercent }) => (
        <p className={`tabular ${exchange.deductions}`}>
          {t("zakat.terms.sellBack", { percent: sellBackPercent })}
        </p>
      )}
    </BoardTermsLine>
  );
}
