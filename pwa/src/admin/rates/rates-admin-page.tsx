import { useState } from "react";
import type { RateBoard } from "#core/schemas/gold-rates";
import { settingsDefaults } from "#core/settings-defaults";
import { t } from "../../i18n/admin-catalogue";
import { formatDhakaTime } from "../../i18n/format";
import { useDocumentTitle } from "../../shared/document-title";
import { describeError, useAdminApi, useAdminQuery } from "../api/use-admin-api";
import { useConfirm } from "../kit/confirm-dialog";
import { FlashMessage } from "../kit/flash-message";
import { LoadState } from "../kit/load-state";
import { Toolbar } from "../kit/toolbar";
import { useFlash } from "../kit/use-flash";
import { useUnsavedChangesGuard } from "../kit/use-unsaved-changes";
import { BoardForm } from "./board-form";
import { BoardHistory } from "./board-history";
import { boardInForce } from "./board-status";
import { CurrentBoard } from "./current-board";
import { EstimatorSettings } from "./estimator-settings";
import { OldGoldDeductions } from "./old-gold-deductions";
import { RateAlertsSummary } from "./rate-alerts-summary";
import { RateDisplaySettingsCard } from "./rate-display-settings";
import styles from "./rates-admin.module.css";
import { ShareRateCards } from "./share-rate-cards";
import { nisabPricesOf, ZakatNisab } from "./zakat-nisab";

/**
 * /admin/rates: the board in force, the next one, every board so far, the estimator's charges, the
 * deductions on old gold, the zakat calculator's nisab, the showroom display and the visitors' rate
 * alerts.
 */
export function RatesAdminPage() {
  useDocumentTitle(t("adminRates.title"));
  const call = useAdminApi();
  const confirm = useConfirm();
  const boards = useAdminQuery("listRateBoards");
  const settings = useAdminQuery("getSettings");
  const [historyFlash, showHistoryFlash] = useFlash();
  const [withdrawing, setWithdrawing] = useState(false);
  const [boardDirty, setBoardDirty] = useState(false);
  const [settingsDirty, setSettingsDirty] = useState(false);
  const [deductionsDirty, setDeductionsDirty] = useState(false);
  const [displayDirty, setDisplayDirty] = useState(false);
  const [zakatDirty, setZakatDirty] = useState(false);
  useUnsavedChangesGuard(boardDirty || settingsDirty || deductionsDirty || displayDirty || zakatDirty);

  const withdraw = async (board: RateBoard) => {
    const time = formatDhakaTime(board.effectiveAt);
    const ok = await confirm(t("adminRates.history.confirmWithdraw", { time }), {
      confirmLabel: t("adminRates.history.withdraw"),
      kind: "danger",
    });
    if (!ok) return;
    setWithdrawing(true);
    showHistoryFlash(null);
    try {
      await call("withdrawRateBoard", { params: { id: String(board.id) } });
      showHistoryFlash({ kind: "success", text: t("adminRates.history.withdrawn.flash") });
    } catch (error) {
      showHistoryFlash({
        kind: "error",
        text: t("adminRates.history.withdrawFailed", {
          error: describeError(error, t("adminRates.history.tryAgain")),
        }),
      });
    } finally {
      setWithdrawing(false);
    }
  };

  const { data: history } = boards;
  const inForce = history ? boardInForce(history) : null;
  return (
    <>
      <Toolbar title={t("adminRates.title")}>
        <ShareRateCards disabled={!inForce} />
      </Toolbar>
      <div className={styles.page}>
        {history === undefined ? (
          <LoadState
            loading={boards.isFetching}
            error={boards.error}
            failed={t("adminRates.loadError")}
            onRetry={() => void boards.refetch()}
          />
        ) : (
          <div className={styles.top}>
            <CurrentBoard inForce={inForce} />
            <BoardForm
              current={inForce?.board.prices ?? null}
              fetchedAt={boards.dataUpdatedAt}
              onDirtyChange={setBoardDirty}
            />
          </div>
        )}
        {settings.data ? (
          <div className={styles.settingsRow}>
            <EstimatorSettings
              settings={settings.data.rates}
              prices={inForce?.board.prices ?? null}
              onDirtyChange={setSettingsDirty}
            />
            <OldGoldDeductions
              deductions={settings.data.oldGold}
              gold22PerGram={inForce?.board.prices.gold?.["22K"] ?? null}
              onDirtyChange={setDeductionsDirty}
            />
            <RateDisplaySettingsCard
              settings={settings.data.rateDisplay ?? settingsDefaults.rateDisplay}
              onDirtyChange={setDisplayDirty}
            />
            <ZakatNisab
              settings={settings.data.zakat ?? settingsDefaults.zakat}
              nisabPrices={inForce ? nisabPricesOf(inForce.board.prices) : null}
              onDirtyChange={setZakatDirty}
            />
          </div>
        ) : (
          history !== undefined && (
            <LoadState
              loading={settings.isFetching}
              error={settings.error}
              failed={t("adminRates.settings.loadError")}
              onRetry={() => void settings.refetch()}
            />
          )
        )}
        {history !== undefined && <RateAlertsSummary />}
        {/* Below the settings: a long history would push them out of reach. */}
        {history !== undefined && (
          <section className="adm-card" aria-labelledby="rates-history-title">
            <h2 id="rates-history-title">{t("adminRates.history.title")}</h2>
            <FlashMessage flash={historyFlash} />
            <BoardHistory boards={history} onWithdraw={(board) => void withdraw(board)} busy={withdrawing} />
          </section>
        )}
      </div>
    </>
  );
}
