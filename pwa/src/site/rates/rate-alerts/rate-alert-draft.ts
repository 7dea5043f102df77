import { formatNumber } from "#core/format/number";
import type { Language } from "#core/language";
import { parseNumberInput } from "#core/number-input";
import { type RateAlertRule, rateAlertRuleSchema } from "#core/schemas/rate-alert-rule";
import { issueText } from "../../../i18n/issue-text";
import { seriesByKey, seriesKey } from "../rate-series";

/** The alert form as typed: the figure stays text, in the digits the visitor used, until it is sent. */
export interface AlertDraft {
  kind: "every" | "price";
  series: string;
  direction: "below" | "above";
  amount: string;
}

export const FIRST_DRAFT: AlertDraft = { kind: "every", series: "gold:22K", direction: "below", amount: "" };

/** The form filled in with an alert already on, to change it. */
export function draftOf(rule: RateAlertRule, language: Language): AlertDraft {
  if (rule.kind === "every") return FIRST_DRAFT;
  return {
    kind: "price",
    series: seriesKey(rule),
    direction: rule.kind,
    amount: formatNumber(rule.perVori, language),
  };
}

/**
 * The rule the draft asks for, checked by core's schema as the server checks it, or the figure's
 * problem in the page's language. A blank figure is missing; text that is no number says so.
 */
export function ruleOf(draft: AlertDraft): { rule: RateAlertRule } | { error: string } {
  if (draft.kind === "every") return { rule: { kind: "every" } };
  const series = seriesByKey(draft.series) ?? { metal: "gold", grade: "22K" };
  const typed = draft.amount.trim();
  const perVori = typed === "" ? undefined : (parseNumberInput(typed) ?? typed);
  const parsed = rateAlertRuleSchema.safeParse({ kind: draft.direction, ...series, perVori });
  if (parsed.success) return { rule: parsed.data };
  const [issue] = parsed.error.issues;
  return { error: issue ? issueText(issue) : "" };
}
