import { Trash2 } from "lucide-react";
import { sumWeights } from "#core/units";
import { formatCount, formatGrams } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./calculators.module.css";
import type { CalculatorEntry } from "./use-session-list";
import { formatWeight, normalizedWhenDifferent, UNIT_LABEL_KEYS, UNITS } from "./weight-form";

/** The list of products with a remove button per row; the empty state when there is none. */
export function EntriesTable({
  entries,
  gramsDecimals,
  onRemove,
}: {
  entries: readonly CalculatorEntry[];
  gramsDecimals: number;
  onRemove: (entry: CalculatorEntry) => void;
}) {
  if (entries.length === 0) return <p className={styles.empty}>{t("calculators.list.empty")}</p>;
  return (
    // Focusable so keyboard users can scroll the table sideways on a narrow phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={styles.tableScroll} tabIndex={0} aria-label={t("calculators.list.caption")}>
      <table className={styles.entriesTable}>
        <caption className="visually-hidden">{t("calculators.list.caption")}</caption>
        <thead className={styles.entriesHead}>
          <tr>
            <th scope="col">{t("calculators.col.product")}</th>
            {UNITS.map((unit) => (
              <th scope="col" key={unit} className={`${styles.numeric} ${styles.unitColumn}`}>
                {t(UNIT_LABEL_KEYS[unit])}
              </th>
            ))}
            <th scope="col" className={styles.numeric}>
              {t("calculators.col.grams")}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t("calculators.col.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const normal = normalizedWhenDifferent(entry);
            return (
              <tr key={entry.id}>
                <th scope="row" className={styles.productName}>
                  {entry.name}
                  {/* On a phone the four unit columns fold into this line so grams and Remove stay in view. */}
                  <span className={`${styles.compactWeight} tabular`}>{formatWeight(entry)}</span>
                  {/* The weight stays as entered; this is the same weight as the units are usually written. */}
                  {normal && (
                    <span className={`${styles.normalWeight} tabular`}>
                      {t("calculators.list.normalized", { weight: formatWeight(normal) })}
                    </span>
                  )}
                </th>
                {UNITS.map((unit) => (
                  <td key={unit} className={`${styles.numeric} ${styles.unitColumn} tabular`}>
                    {formatCount(entry[unit])}
                  </td>
                ))}
                <td className={`${styles.numeric} tabular`}>{formatGrams(entry.gram, gramsDecimals)}</td>
                <td>
                  <button
                    type="button"
                    className={`button button-ghost button-small ${styles.removeButton}`}
                    onClick={() => onRemove(entry)}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                    <span className={styles.removeLabel}>{t("calculators.remove")}</span>
                    <span className="visually-hidden"> {entry.name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/** Grand total, summed in points so it is rounded once: grams to 3 decimals and in traditional units. */
export function GrandTotal({ entries }: { entries: readonly CalculatorEntry[] }) {
  const total = sumWeights(entries);
  return (
    <section className={styles.total} aria-labelledby="grand-total-title">
      <h3 id="grand-total-title" className={styles.totalTitle}>
        {t("calculators.total.title")}
        <span className={styles.totalCount}>
          {entries.length === 1
            ? t("calculators.total.countOne")
            : t("calculators.total.count", { count: entries.length })}
        </span>
      </h3>
      <p className={`${styles.totalGrams} tabular`}>
        {t("calculators.grams", { grams: formatGrams(total.grams, 3) })}
      </p>
      <p className={`${styles.totalWeight} tabular`}>{formatWeight(total.weight)}</p>
    </section>
  );
}
