import { BellRing } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { t } from "../../../i18n/messages";
import { lazyPart } from "../../../shared/lazy-part";
import styles from "./rate-alerts.module.css";

const RateAlertForm = lazyPart(() => import("./rate-alert-form"));

/**
 * Rate alerts offered under the board; the form's code loads only once the visitor asks for it. A
 * disclosure opens in the browser itself, so a tap before the page has started is not lost.
 */
export function RateAlertsCard({ board }: { board: GoldRatesResponse }) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Opened before the page started: its toggle came before React listened.
  useEffect(() => {
    if (disclosure.current?.open) setOpen(true);
  }, []);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="rate-alerts-title">
      <h2 id="rate-alerts-title" className={styles.title}>
        <BellRing size={22} aria-hidden="true" />
        {t("rateAlerts.title")}
      </h2>
      <p className={styles.intro}>{t("rateAlerts.intro")}</p>
      <details
        ref={disclosure}
        className={styles.disclosure}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className="button button-primary">{t("rateAlerts.open")}</summary>
        {open && (
          <Suspense
            fallback={
              <p className={styles.muted} role="status">
                {t("rateAlerts.loading")}
              </p>
            }
          >
            <RateAlertForm board={board} />
          </Suspense>
        )}
      </details>
    </section>
  );
}
