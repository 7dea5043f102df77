import type { RateEntry } from "#core/schemas/gold-rates";
import { formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { RateChange } from "../../shared/ui/rate-change";
import styles from "./gold-rates.module.css";
import { rateChange } from "./rate-change";

/** "▲ ৳1,166" (shared/ui/rate-change), read out as "up ৳1,166 since the last revision"; nothing without a previous board. */
export function RateChangeNote({ entry }: { entry: RateEntry }) {
  const change = rateChange(entry);
  if (!change) return null;
  if (change.direction === "same") {
    return (
      <span className={`${styles.change} ${styles.same}`}>
        <span aria-hidden="true">{t("rates.change.sameShort")}</span>
        <span className="visually-hidden">{t("rates.change.same")}</span>
      </span>
    );
  }
  const amount = formatTaka(change.perVori);
  return (
    <RateChange
      className={styles.change}
      direction={change.direction}
      amount={amount}
      spoken={t(change.direction === "up" ? "rates.change.up" : "rates.change.down", { amount })}
    />
  );
}
