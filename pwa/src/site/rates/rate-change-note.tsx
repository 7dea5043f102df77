import type { RateEntry } from "#core/schemas/gold-rates";
import { formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./gold-rates.module.css";
import { rateChange } from "./rate-change";

/** "▲ ৳1,166" in colour, read out as "up ৳1,166 since the last revision"; nothing without a previous board. */
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
  const up = change.direction === "up";
  return (
    <span className={`${styles.change} ${up ? styles.up : styles.down}`}>
      <span aria-hidden="true">
        {up ? "▲" : "▼"} {amount}
      </span>
      <span className="visually-hidden">{t(up ? "rates.change.up" : "rates.change.down", { amount })}</span>
    </span>
  );
}
