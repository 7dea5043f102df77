import { useId } from "react";
import { endpoints } from "#core/endpoints";
import { estimatePiece, estimateShown, pricesPerGramOf } from "#core/piece-estimate";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import type { JewelryItem } from "#core/schemas/jewelry";
import { usePublicRead, useSettings } from "../../data/api/public-reads";
import { formatDhakaTime, formatPieceGrams, formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./jewelry-detail.module.css";

/**
 * What the piece would cost at today's board, when the shop shows estimates for it (ADR 046): worked
 * out on every render from the board the page reads, so a new board changes it, and offline it is
 * the device's copy. Nothing otherwise: the price is asked for, as the spec has it.
 */
export function TodaysEstimate({ item }: { item: JewelryItem }) {
  const headingId = useId();
  const { settings } = useSettings();
  const board = usePublicRead<GoldRatesResponse>(endpoints.getGoldRates.path).data;
  if (!board || !estimateShown(item, settings.rates)) return null;
  const estimate = estimatePiece(
    item,
    pricesPerGramOf([...board.goldPrices, ...board.silverPrices]),
    settings.rates,
  );
  if (!estimate) return null;

  const making = item.makingCharge ?? { kind: "percent", value: settings.rates.makingChargePercent };
  return (
    <section className={styles.estimate} aria-labelledby={headingId}>
      <h2 id={headingId} className={`tabular ${styles.estimateTitle}`}>
        {t("pieceEstimate.title", { total: formatTaka(estimate.total) })}
      </h2>
      <dl className={`tabular ${styles.breakup}`} aria-label={t("pieceEstimate.breakup")}>
        <div className={styles.breakupRow}>
          <dt>
            {t(`pieceEstimate.metalValue.${estimate.metal}`)}
            <span className={styles.breakupDetail}>
              {t("pieceEstimate.metalDetail", {
                grams: formatPieceGrams(item.weight),
                perGram: formatTaka(estimate.perGram),
                grade: t(`rates.estimator.grade.${estimate.grade}`),
              })}
            </span>
          </dt>
          <dd>{formatTaka(estimate.metalValue)}</dd>
        </div>
        <div className={styles.breakupRow}>
          <dt>
            {making.kind === "percent"
              ? t("pieceEstimate.makingPercent", { percent: making.value })
              : t("pieceEstimate.makingPerGram", { perGram: formatTaka(making.value) })}
          </dt>
          <dd>{formatTaka(estimate.makingCharge)}</dd>
        </div>
        {estimate.stoneValue > 0 && (
          <div className={styles.breakupRow}>
            <dt>{t("pieceEstimate.stone")}</dt>
            <dd>{formatTaka(estimate.stoneValue)}</dd>
          </div>
        )}
        <div className={styles.breakupRow}>
          <dt>{t("pieceEstimate.vat", { percent: settings.rates.vatPercent })}</dt>
          <dd>{formatTaka(estimate.vat)}</dd>
        </div>
        <div className={`${styles.breakupRow} ${styles.breakupTotal}`}>
          <dt>{t("pieceEstimate.total")}</dt>
          <dd>{formatTaka(estimate.total)}</dd>
        </div>
      </dl>
      <p className={styles.estimateNote}>{t("pieceEstimate.final")}</p>
      {board.effectiveAt && (
        <p className={styles.estimateAsOf}>
          {t("rates.estimator.asOf", { time: formatDhakaTime(board.effectiveAt) })}
        </p>
      )}
    </section>
  );
}
