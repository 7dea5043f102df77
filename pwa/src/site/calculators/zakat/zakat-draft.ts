import { parseNumberInput } from "#core/number-input";
import type { RateGrade, RateMetal } from "#core/rate-terms";
import {
  holdingTooHeavy,
  MAX_CASH_TAKA,
  MAX_HOLDING_GRAMS,
  MAX_HOLDING_VORI,
  type NisabStandard,
  type Valuation,
  type ZakatAssets,
  type ZakatHolding,
} from "#core/zakat";
import { formatNumber, formatPieceGrams, formatTaka } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { type DraftUnit, readWeight, type WeightCheck } from "../gold-exchange/piece-draft";
import { EMPTY_FIELDS, type WeightFields } from "../weight-form";

/** One holding of gold or silver as the visitor is typing it. */
export interface HoldingDraft {
  id: number;
  metal: RateMetal;
  grade: RateGrade;
  unit: DraftUnit;
  weight: WeightFields;
  grams: string;
}

export type MoneyField = "cash" | "savings";

/** Everything typed on the page; a blank nisab is the shop's default. */
export interface ZakatDraft {
  standard: NisabStandard | null;
  valuation: Valuation;
  holdings: HoldingDraft[];
  cash: string;
  savings: string;
}

export const emptyHolding = (id: number, metal: RateMetal): HoldingDraft => ({
  id,
  metal,
  grade: "22K",
  unit: "vori",
  weight: EMPTY_FIELDS,
  grams: "",
});

/** One gold holding and one silver, each the server renders, so what is typed before the app starts is kept. */
export const emptyZakatDraft = (): ZakatDraft => ({
  standard: null,
  valuation: "sellBack",
  holdings: [emptyHolding(1, "gold"), emptyHolding(2, "silver")],
  cash: "",
  savings: "",
});

export type HoldingCheck =
  | { kind: "blank" }
  | { kind: "holding"; holding: ZakatHolding }
  | { kind: "errors"; weight: WeightCheck };

/** What a holding's inputs say: nothing yet, a weight to value, or what to correct. */
export function checkHolding(draft: HoldingDraft): HoldingCheck {
  const read = readWeight(draft.unit, draft.weight, draft.grams);
  if (!read.ok) return { kind: "errors", weight: read.check };
  if (read.weight === null) return { kind: "blank" };
  if (holdingTooHeavy(read.weight)) {
    const whole = t("zakat.error.tooHeavy", {
      vori: formatNumber(MAX_HOLDING_VORI),
      grams: formatPieceGrams(MAX_HOLDING_GRAMS),
    });
    return { kind: "errors", weight: { fields: {}, whole } };
  }
  return { kind: "holding", holding: { metal: draft.metal, grade: draft.grade, weight: read.weight } };
}

export type MoneyCheck = { ok: true; taka: number } | { ok: false; error: string };

/** Taka as typed, in either language's digits and with lakh or thousand grouping; blank is none. */
export function checkMoney(text: string): MoneyCheck {
  if (text.trim() === "") return { ok: true, taka: 0 };
  const amount = parseNumberInput(text);
  if (amount === null) return { ok: false, error: t("zakat.error.notAmount") };
  if (amount < 0) return { ok: false, error: t("zakat.error.negative") };
  if (!Number.isInteger(amount)) return { ok: false, error: t("zakat.error.wholeTaka") };
  if (amount > MAX_CASH_TAKA)
    return { ok: false, error: t("zakat.error.tooMuch", { max: formatTaka(MAX_CASH_TAKA) }) };
  return { ok: true, taka: amount };
}

/** The draft read as a whole: what to reckon, or that something typed needs correcting first. */
export interface DraftReading {
  holdings: HoldingCheck[];
  cash: MoneyCheck;
  savings: MoneyCheck;
  /** The assets once every field reads, blank ones as nothing; null while any is in error. */
  assets: ZakatAssets | null;
}

export function readDraft(draft: ZakatDraft): DraftReading {
  const holdings = draft.holdings.map(checkHolding);
  const cash = checkMoney(draft.cash);
  const savings = checkMoney(draft.savings);
  const valued = holdings.flatMap((check) => (check.kind === "holding" ? [check.holding] : []));
  const ready = cash.ok && savings.ok && holdings.every((check) => check.kind !== "errors");
  return {
    holdings,
    cash,
    savings,
    assets:
      ready && cash.ok && savings.ok ? { holdings: valued, cash: cash.taka, savings: savings.taka } : null,
  };
}
