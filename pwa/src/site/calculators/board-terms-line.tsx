import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDeviceTime, formatDhakaTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import styles from "./gold-exchange/gold-exchange.module.css";

/** A page's figures' footing: loading, missing (and why), or the board it reads, with more of its own. */
export type BoardTerms<Ready> =
  | { kind: "loading" }
  | { kind: "missing"; text: string }
  | ({ kind: "ready"; boardTime: string | null; savedAt: string | null } & Ready);

/**
 * The board every figure on a calculator page is worked out from, named before the figures: when it
 * took effect, whether this is the device's older copy, and what the page adds (`children`).
 */
export function BoardTermsLine<Ready>({
  terms,
  children,
}: {
  terms: BoardTerms<Ready>;
  children: (ready: Extract<BoardTerms<Ready>, { kind: "ready" }>) => ReactNode;
}) {
  if (terms.kind === "loading") {
    return (
      <p className={styles.terms} role="status">
        {t("state.loading")}
      </p>
    );
  }
  if (terms.kind === "missing") {
    return (
      <div className={styles.terms} role="status">
        <p>{terms.text}</p>
        <Link to="/gold-rates">{t("rates.estimator.ratesLink")}</Link>
      </div>
    );
  }
  return (
    <div className={styles.terms}>
      {terms.savedAt && (
        <p className="notice notice-info" role="status">
          {t("exchange.terms.savedAt", { time: formatDeviceTime(terms.savedAt) })}
        </p>
      )}
      {terms.boardTime && (
        <p className="tabular">{t("exchange.terms.board", { time: formatDhakaTime(terms.boardTime) })}</p>
      )}
      {children(terms as Extract<BoardTerms<Ready>, { kind: "ready" }>)}
    </div>
  );
}
