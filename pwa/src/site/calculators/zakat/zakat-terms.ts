import type { GoldPricePerGram } from "#core/gold-exchange";
import { RATE_GRADES } from "#core/rate-terms";
import { settingsDefaults } from "#core/settings-defaults";
import type { BoardPerGram, NisabStandard } from "#core/zakat";
import { useSettings } from "../../../data/api/public-reads";
import { t } from "../../../i18n/messages";
import { useExchangeTerms } from "../gold-exchange/exchange-terms";

/** What zakat is reckoned by: today's board for both metals, the sell-back deduction and the shop's nisab. */
export type ZakatTerms =
  | { kind: "loading" }
  | { kind: "missing"; text: string }
  | {
      kind: "ready";
      board: BoardPerGram;
      boardTime: string | null;
      savedAt: string | null;
      sellBackPercent: number;
      defaultStandard: NisabStandard;
    };

const complete = (prices: Partial<GoldPricePerGram>): GoldPricePerGram | null =>
  RATE_GRADES.every((grade) => prices[grade] !== undefined) ? (prices as GoldPricePerGram) : null;

/** From the device's copy of the board and the settings, as the exchange page reads them, so it works offline. */
export function useZakatTerms(): ZakatTerms {
  const terms = useExchangeTerms();
  const { settings } = useSettings();
  if (terms.kind !== "ready") return terms;
  const gold = complete(terms.perGram);
  const silver = complete(terms.silverPerGram);
  // A board is published whole (ADR 009): one without every grade of both metals is not today's.
  if (!gold || !silver) return { kind: "missing", text: t("rates.estimator.noPublished") };
  return {
    kind: "ready",
    board: { gold, silver },
    boardTime: terms.boardTime,
    savedAt: terms.savedAt,
    sellBackPercent: terms.deductions.sellBackPercent,
    // A copy kept on the device before the zakat settings existed has none: the default stands in.
    defaultStandard: (settings.zakat ?? settingsDefaults.zakat).nisabStandard,
  };
}
