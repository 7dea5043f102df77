import { ArrowRight, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { endpoints } from "#core/endpoints";
import type { GoldRatesResponse, RateEntry } from "#core/schemas/gold-rates";
import { usePublicRead } from "../../data/api/public-reads";
import { formatDhakaTime, formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { RateChange } from "../../shared/ui/rate-change";
import { rateChange } from "./rate-change";
import { rateProductLabel } from "./rate-product-label";
import styles from "./todays-rate.module.css";

/**
 * The board's 22K gold, the figure a visitor asks a jeweller first: read with every page (the
 * layout's read), so the server's page carries it and the device's copy shows it offline. Null
 * while the shop has no board.
 */
function useTodays22k(): RateEntry | null {
  const rates = usePublicRead<GoldRatesResponse>(endpoints.getGoldRates.path);
  return rates.data?.goldPrices.find((entry) => entry.grade === "22K") ?? null;
}

/** Its move since the previous board, as the rates table shows it; nothing when it did not move. */
function ChangeSinceLastBoard({ entry }: { entry: RateEntry }) {
  const change = rateChange(entry);
  if (!change || change.direction === "same") return null;
  const amount = formatTaka(change.perVori);
  return (
    <RateChange
      direction={change.direction}
      amount={amount}
      spoken={t(change.direction === "up" ? "rates.change.up" : "rates.change.down", { amount })}
      className={styles.change}
    />
  );
}

/** Today's 22K price per vori on the home page's first screen, a link to the whole board. */
export function TodaysRateCard() {
  const entry = useTodays22k();
  if (!entry) return null;
  return (
    <Link to="/gold-rates" className={styles.card}>
      <span className={styles.label}>
        <TrendingUp size={16} aria-hidden="true" />
        {t("rates.today.label", { product: rateProductLabel("gold", "22K") })}
      </span>
      <span className={styles.figure}>
        <strong className="tabular">{formatTaka(entry.perVori)}</strong> {t("rates.perVori")}
        <ChangeSinceLastBoard entry={entry} />
      </span>
      <span className={styles.since}>
        {t("rates.today.since", { time: formatDhakaTime(entry.effectiveAt) })}
      </span>
      <span className={styles.more}>
        {t("rates.today.seeAll")} <ArrowRight size={16} aria-hidden="true" />
      </span>
    </Link>
  );
}

/** The same figure as one line of the footer, on every page. */
export function TodaysRateLine() {
  const entry = useTodays22k();
  if (!entry) return null;
  return (
    <Link to="/gold-rates" className={styles.line}>
      {t("rates.today.line", {
        product: rateProductLabel("gold", "22K"),
        price: formatTaka(entry.perVori),
      })}
    </Link>
  );
}
