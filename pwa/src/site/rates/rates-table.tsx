import type { RateEntry } from "#core/schemas/gold-rates";
import { formatTaka } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./gold-rates.module.css";
import { RateChangeNote } from "./rate-change-note";
import { rateProductLabel } from "./rate-product-label";

/**
 * A metal's grades as the page's language writes them: the name and description come from the metal
 * and grade, the API's English `product` and `description` being for other clients.
 */
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
          <tr key={entry.grade}>
            <th scope="row" className={styles.product}>
              {rateProductLabel(entry.metal, entry.grade)}
            </th>
            <td className={styles.description}>{t(`rates.description.${entry.grade}`)}</td>
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
