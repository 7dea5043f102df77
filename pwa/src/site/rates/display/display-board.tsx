import { formatTaka } from "#core/format/taka";
import type { Language } from "#core/language";
import type { GoldRatesResponse, RateEntry } from "#core/schemas/gold-rates";
import type { Translate } from "../../../i18n/messages";
import { RateChange } from "../../../shared/ui/rate-change";
import { rateChange } from "../rate-change";
import { rateProductLabel } from "../rate-product-label";
import styles from "./rate-display.module.css";

interface Props {
  board: GoldRatesResponse;
  language: Language;
  say: Translate;
}

/** One metal's grades, a row each: the grade, its price per vori and its move since the previous board. */
function MetalPanel({
  caption,
  entries,
  language,
  say,
  size,
}: Omit<Props, "board"> & { caption: string; entries: RateEntry[]; size: "large" | "small" }) {
  return (
    <section className={`${styles.panel} ${styles[size]}`} aria-label={caption}>
      <h2 className={styles.caption}>{caption}</h2>
      <dl className={styles.rows}>
        {entries.map((entry) => {
          const change = rateChange(entry);
          return (
            <div key={entry.grade} className={styles.row}>
              <dt className={styles.grade}>{rateProductLabel(entry.metal, entry.grade, say)}</dt>
              <dd className={`tabular ${styles.price}`}>
                {formatTaka(entry.perVori, language)}
                {change && change.direction !== "same" && (
                  <RateChange
                    className={`${styles.change} ${styles[change.direction]}`}
                    direction={change.direction}
                    amount={formatTaka(change.perVori, language)}
                    spoken={say(`rates.change.${change.direction}`, {
                      amount: formatTaka(change.perVori, language),
                    })}
                  />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/** The board in one language, gold larger than silver: what the showroom reads from across the room. */
export function DisplayBoard({ board, language, say }: Props) {
  return (
    <div className={styles.metals}>
      {board.goldPrices.length > 0 && (
        <MetalPanel
          caption={say("rates.gold")}
          entries={board.goldPrices}
          language={language}
          say={say}
          size="large"
        />
      )}
      {board.silverPrices.length > 0 && (
        <MetalPanel
          caption={say("rates.silver")}
          entries={board.silverPrices}
          language={language}
          say={say}
          size="small"
        />
      )}
    </div>
  );
}
