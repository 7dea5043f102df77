import { useId, useState } from "react";
import { endpoints } from "#core/endpoints";
import { netAgainstNewPiece } from "#core/gold-exchange";
import { inLanguage } from "#core/in-language";
import { estimatePiece, estimateShown, pricesPerGramOf } from "#core/piece-estimate";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { usePublicRead, useSettings } from "../../../data/api/public-reads";
import { formatTaka } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { pageLanguage } from "../../../i18n/page-language";
import { SelectField } from "../../../shared/ui/select-field";
import { type ListedPiece, useListedItems, useMyList } from "../../my-list/my-list-store";
import styles from "./gold-exchange.module.css";

const NO_PIECES: ListedPiece[] = [];

/**
 * The old gold's exchange value against a piece on the visitor's list: its estimated price today,
 * less the exchange, is what is left to pay. Only where the shop shows estimates for a listed piece.
 */
export function AgainstListPiece({ exchangeValue }: { exchangeValue: number | null }) {
  const titleId = useId();
  const items = useListedItems(useMyList() ?? NO_PIECES);
  const { settings } = useSettings();
  const board = usePublicRead<GoldRatesResponse>(endpoints.getGoldRates.path).data;
  const [chosen, setChosen] = useState("");
  if (!board) return null;
  const prices = pricesPerGramOf([...board.goldPrices, ...board.silverPrices]);
  const candidates = items.flatMap((item) => {
    if (!estimateShown(item, settings.rates)) return [];
    const estimate = estimatePiece(item, prices, settings.rates);
    return estimate
      ? [{ id: item._id, name: inLanguage(item, pageLanguage()).name, price: estimate.total }]
      : [];
  });
  const picked = candidates.find((candidate) => candidate.id === chosen) ?? candidates[0];
  if (!picked) return null;
  const net = exchangeValue === null ? null : netAgainstNewPiece(picked.price, exchangeValue);

  return (
    <section className={`card ${styles.total}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.pieceTitle}>
        {t("exchange.against.title")}
      </h2>
      <SelectField
        id="exchange-against"
        label={t("exchange.against.piece")}
        value={picked.id}
        options={candidates.map(({ id, name, price }) => ({
          value: id,
          label: t("exchange.against.option", { name, price: formatTaka(price) }),
        }))}
        onChange={setChosen}
      />
      {net === null ? (
        <p className={styles.muted}>{t("exchange.against.waiting")}</p>
      ) : (
        <dl className={`tabular ${styles.figures}`}>
          <div className={styles.row}>
            <dt>{t("exchange.against.price")}</dt>
            <dd>{formatTaka(picked.price)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t("exchange.against.oldGold")}</dt>
            <dd>{t("exchange.against.less", { amount: formatTaka(exchangeValue ?? 0) })}</dd>
          </div>
          <div className={`${styles.row} ${styles.offer}`}>
            <dt>{t(net.leftOver > 0 ? "exchange.against.leftOver" : "exchange.against.toPay")}</dt>
            <dd>{formatTaka(net.leftOver > 0 ? net.leftOver : net.toPay)}</dd>
          </div>
        </dl>
      )}
      <p className={styles.muted}>{t("exchange.against.note")}</p>
    </section>
  );
}
