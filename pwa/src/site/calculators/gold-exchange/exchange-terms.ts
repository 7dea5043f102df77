import { endpoints } from "#core/endpoints";
import type { GoldPricePerGram } from "#core/gold-exchange";
import type { GoldRatesResponse } from "#core/schemas/gold-rates";
import type { OldGoldSettings } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { usePublicRead, useSettings } from "../../../data/api/public-reads";
import { useOnline } from "../../../data/api/reachability";
import { t } from "../../../i18n/messages";

/** What old gold is valued by: today's board for gold and the shop's deductions, or why there is none. */
export type ExchangeTerms =
  | { kind: "loading" }
  | { kind: "missing"; text: string }
  | {
      kind: "ready";
      perGram: Partial<GoldPricePerGram>;
      /** Silver's board, for the pages that value silver too. */
      silverPerGram: Partial<GoldPricePerGram>;
      boardTime: string | null;
      /** When the device received the board, when it could not be brought up to date. */
      savedAt: string | null;
      deductions: OldGoldSettings;
    };

/** From the device's copy of the board and the settings, as every page has them (so it works offline). */
export function useExchangeTerms(): ExchangeTerms {
  const rates = usePublicRead<GoldRatesResponse>(endpoints.getGoldRates.path);
  const { settings } = useSettings();
  const online = useOnline();
  if (rates.status === "loading") return { kind: "loading" };
  const board = rates.data;
  if (!board) {
    const offline = rates.offline || !online;
    return {
      kind: "missing",
      text: t(offline ? "rates.estimator.noRatesOffline" : "rates.estimator.noRates"),
    };
  }
  if (board.goldPrices.length === 0) return { kind: "missing", text: t("rates.estimator.noPublished") };
  const perGram: Partial<GoldPricePerGram> = {};
  for (const entry of board.goldPrices) perGram[entry.grade] = entry.perGram;
  const silverPerGram: Partial<GoldPricePerGram> = {};
  for (const entry of board.silverPrices) silverPerGram[entry.grade] = entry.perGram;
  const refreshFailed = rates.offline || rates.errorStatus !== null || !online;
  return {
    kind: "ready",
    perGram,
    silverPerGram,
    boardTime: board.effectiveAt ?? board.goldPrices[0]?.effectiveAt ?? null,
    savedAt: refreshFailed ? rates.syncedAt : null,
    // A copy kept on the device before the deductions existed has none: the defaults stand in.
    deductions: settings.oldGold ?? settingsDefaults.oldGold,
  };
}
