import { t } from "./messages";
import { pageLanguage } from "./page-language";

/** A failed check of core's schemas, as the browser's own parse reports it. */
export interface CheckIssue {
  code: string;
  maximum?: unknown;
  params?: Record<string, unknown>;
  message: string;
}

/**
 * A field's failed check in the page's language: on English pages core's own words (the spec's), on
 * Bengali ones the catalogue's, chosen by the check's code and rule, never by its wording. `label` is
 * the field's name as the form shows it.
 */
export function issueText(issue: CheckIssue, label: string): string {
  if (pageLanguage() === "en") return issue.message;
  if (issue.params?.rule === "phone") return t("form.issue.phone");
  if (issue.code === "too_big") return t("form.issue.tooLong", { label, max: Number(issue.maximum) });
  if (issue.params?.rule === "required" || issue.code === "invalid_type")
    return t("form.issue.required", { label });
  return t("form.issue.invalid", { label });
}
