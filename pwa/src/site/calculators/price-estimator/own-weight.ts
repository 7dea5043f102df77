import { formatPieceGrams } from "../../../i18n/format";
import { t } from "../../../i18n/messages";

/** Heavier than any piece a counter weighs: a slipped digit rather than a real weight. */
export const MAX_OWN_GRAMS = 10_000;

export type OwnWeight =
  | { kind: "none" }
  | { kind: "grams"; grams: number }
  | { kind: "error"; message: string };

/** The grams typed into "Use my own weight": empty means "use the calculator's". */
export function parseOwnWeight(text: string): OwnWeight {
  const trimmed = text.trim();
  if (trimmed === "") return { kind: "none" };
  const grams = /^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isFinite(grams)) return { kind: "error", message: t("rates.estimator.error.notNumber") };
  if (grams < 0) return { kind: "error", message: t("rates.estimator.error.negative") };
  if (grams > MAX_OWN_GRAMS) {
    return {
      kind: "error",
      message: t("rates.estimator.error.tooLarge", { max: formatPieceGrams(MAX_OWN_GRAMS) }),
    };
  }
  return { kind: "grams", grams };
}
