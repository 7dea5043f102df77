import { Phone } from "lucide-react";
import { Link } from "react-router";
import { endpoints } from "#core/endpoints";
import { phoneOnOneLine, telHref } from "#core/phone-numbers";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import { usePublicRead, useSettings } from "../../data/api/public-reads";
import { useOnline } from "../../data/api/reachability";
import { formatDeviceTime, formatDhakaTime } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { useDocumentTitle } from "../../shared/document-title";
import { PageState } from "../../shared/ui/page-state";
import { boardTime } from "./board-time";
import styles from "./gold-rates.module.css";
import { RateAlertsCard } from "./rate-alerts/rate-alerts-card";
import { RateHistory } from "./rate-history";
import { RatesTable } from "./rates-table";
import { ShareTodaysRate } from "./share-todays-rate";

function RatesBody() {
  const rates = usePublicRead<GoldRatesResponse>(endpoints.getGoldRates.path);
  const online = useOnline();
  const { settings } = useSettings();

  if (rates.status === "loading") {
    return (
      <p className={styles.status} role="status">
        {t("state.loading")}
      </p>
    );
  }
  if (rates.status === "error" || !rates.data) {
    if (!online) return <PageState offline onRetry={rates.retry} />;
    return (
      <PageState offline={false} onRetry={rates.retry}>
        {t("rates.error", { message: t("rates.fetchFailed") })}
      </PageState>
    );
  }

  const board = rates.data;
  const time = boardTime(board);
  const refreshFailed = rates.offline || rates.errorStatus !== null || !online;
  const savedCopy = refreshFailed && rates.syncedAt;
  return (
    <>
      {savedCopy && (
        <p className="notice notice-info" role="status">
          {t("rates.savedAt", { time: formatDeviceTime(savedCopy) })}
        </p>
      )}
      {board.goldPrices.length === 0 && board.silverPrices.length === 0 ? (
        <EmptyBoard />
      ) : (
        <>
          {time && (
            <p className={`tabular ${styles.updated}`}>
              {t("rates.lastUpdated", { time: formatDhakaTime(time) })}
            </p>
          )}
          <ShareTodaysRate />
          <div className={styles.tables}>
            {board.goldPrices.length > 0 && (
              <RatesTable caption={t("rates.gold")} entries={board.goldPrices} />
            )}
            {board.silverPrices.length > 0 && (
              <RatesTable caption={t("rates.silver")} entries={board.silverPrices} />
            )}
          </div>
          <p className={styles.note}>
            {t("rates.note", {
              vat: settings.rates.vatPercent,
              making: settings.rates.makingChargePercent,
            })}
          </p>
          <p className={styles.note}>
            <Link to="/gold-exchange">{t("calculators.gold.exchangeLink")}</Link>
          </p>
          <p className={styles.note}>
            <Link to="/zakat">{t("calculators.gold.zakatLink")}</Link>
          </p>
          <RateAlertsCard board={board} />
          <RateHistory />
        </>
      )}
    </>
  );
}

function EmptyBoard() {
  const { settings } = useSettings();
  const phone = settings.contactUs.phone1;
  const call = telHref(phone);
  return (
    <div className={`card ${styles.empty}`}>
      <h2>{t("rates.empty.title")}</h2>
      <p>{t("rates.empty.text")}</p>
      {call && (
        <a className="button button-primary" href={call}>
          <Phone size={18} aria-hidden="true" />
          {t("rates.empty.call", { phone: phoneOnOneLine(phone) })}
        </a>
      )}
    </div>
  );
}

export function GoldRatesPage() {
  useDocumentTitle(t("rates.title"));
  return (
    <div className={`container section ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t("rates.title")}</h1>
        <p className={styles.intro}>{t("rates.intro")}</p>
      </header>
      <RatesBody />
    </div>
  );
}
