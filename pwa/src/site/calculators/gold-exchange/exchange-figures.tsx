import type { OldGoldFigures } from "#core/gold-exchange";
import { unitsToGrams } from "#core/gold-exchange";
import type { OldGoldSettings } from "#core/schemas/settings";
import { gramsToWeight } from "#core/units";
import { formatGrams, formatTaka } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import styles from "./gold-exchange.module.css";

/** A piece's or all pieces' figures: the gold's weight, its value today, and the two after deductions. */
export function ExchangeFigures({
  figures,
  deductions,
  perGram,
}: {
  figures: OldGoldFigures;
  deductions: OldGoldSettings;
  /** The piece's price per gram; a total spans several. */
  perGram?: number;
}) {
  const grams = unitsToGrams(figures.netUnits);
  return (
    <dl className={`tabular ${styles.figures}`}>
      <div className={styles.row}>
        <dt>{t("exchange.figures.net")}</dt>
        <dd>{t("exchange.figures.netValue", { grams: formatGrams(grams, 3), ...gramsToWeight(grams) })}</dd>
      </div>
      <div className={styles.row}>
        <dt>
          {t("exchange.figures.value")}
          {perGram !== undefined && (
            <span className={styles.rate}>
              {t("exchange.figures.rate", { perGram: formatTaka(perGram) })}
            </span>
          )}
        </dt>
        <dd>{formatTaka(figures.value)}</dd>
      </div>
      <div className={`${styles.row} ${styles.offer}`}>
        <dt>{t("exchange.figures.exchange", { percent: deductions.exchangePercent })}</dt>
        <dd>{formatTaka(figures.exchangeValue)}</dd>
      </div>
      <div className={`${styles.row} ${styles.offer}`}>
        <dt>{t("exchange.figures.sellBack", { percent: deductions.sellBackPercent })}</dt>
        <dd>{formatTaka(figures.sellBackValue)}</dd>
      </div>
    </dl>
  );
}
