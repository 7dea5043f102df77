import type { RateEntry } from "#core/schemas/gold-rates";
import { formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { RateChange } from "../../shared/ui/rate-change";
import styles from "./gold-rates.module.css";
import { rateChange } from "./rate-change";

/**
 * "▲ ৳1,166 since the previous rate" (the arrow from shared/ui/rate-change), read out as "up ৳1,166
 * since the previous rate": a first-time visitor is told what the arrow compares. Nothing without a
 * previous board.
 */
export function RateChangeNote({ entry }: { entry: RateEntry }) {
  const change = rateChange(entry);
  if (!change) return null;
  if (change.direction === "same") {
    return <span className={`${styles.change} ${styles.same}`}>{t("rates.change.same")}</span>;
  }
  const amount = formatTaka(change.perVori);
  return (
    <span className={styles.change}>
      <RateChange
        direction={change.direction}
        amount={amount}
        spoken={t(change.direction === "up" ? "rates.change.up" : "rates.change.down", { amount })}
      />{" "}
      <span className={styles.since} aria-hidden="true">
        {t("rates.change.since")}
      </span>
    </span>
  );
}
