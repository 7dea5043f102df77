import { BellRing } from "lucide-react";
import { Suspense, useState } from "react";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { t } from "../../../i18n/messages";
import { lazyPart } from "../../../shared/lazy-part";
import styles from "./rate-alerts.module.css";

const RateAlertForm = lazyPart(() => import("./rate-alert-form"));

/** Rate alerts offered under the board; the form's code loads only once the visitor asks for it. */
export function RateAlertsCard({ board }: { board: GoldRatesResponse }) {
  const [open, setOpen] = useState(false);
  return (
    <section className={`card ${styles.card}`} aria-labelledby="rate-alerts-title">
      <h2 id="rate-alerts-title" className={styles.title}>
        <BellRing size={22} aria-hidden="true" />
        {t("rateAlerts.title")}
      </h2>
      <p className={styles.intro}>{t("rateAlerts.intro")}</p>
      {open ? (
        <Suspense
          fallback={
            <p className={styles.muted} role="status">
              {t("rateAlerts.loading")}
            </p>
          }
        >
          <RateAlertForm board={board} />
        </Suspense>
      ) : (
        <button type="button" className="button button-primary" onClick={() => setOpen(true)}>
          {t("rateAlerts.open")}
        </button>
      )}
    </section>
  );
}
