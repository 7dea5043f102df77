import type { RateEntry } from "#core/schemas/gold-rates";
import { formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./gold-rates.module.css";
import { RateChangeNote } from "./rate-change-note";

export function RatesTable({ caption, entries }: { caption: string; entries: RateEntry[] }) {
  return (
    <table className={`card ${styles.table}`}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("rates.col.product")}</th>
          <th scope="col">{t("rates.col.description")}</th>
          <th scope="col" className={styles.priceCol}>
            {t("rates.col.price")}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.product}>
            <th scope="row" className={styles.product}>
              {entry.product}
            </th>
            <td className={styles.description}>{entry.description}</td>
            <td className={`tabular ${styles.price}`}>
              <span className={styles.amount}>{formatTaka(entry.price)}</span>{" "}
              <span className={styles.unit}>{t("rates.perVori")}</span>
              <span className={styles.perGram}>
                {t("rates.perGram", { price: formatTaka(entry.perGram) })}
              </span>
              <RateChangeNote entry={entry} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
