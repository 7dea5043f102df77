import { type Check, type CheckedIssue, type FailedCheck, failedCheck } from "#core/failed-check";
import type { Language } from "#core/language";
import { formatCount } from "./format";
import { pageLanguage } from "./page-language";

/**
 * Core's checks in each language that words them itself, loaded with that language's messages.
 * English has none: its pages show core's own sentences, the spec's.
 */
export const checkSentences: Partial<Record<Language, Record<Check, string>>> = {};

/**
 * A field's failed check in the page's language: `english` (core's sentence, from the browser's own
 * parse or the server's answer) on English pages; elsewhere the catalogue's sentence for the check,
 * chosen by which check failed, never by the wording, and shown under the field its label names.
 */
export function checkText(check: FailedCheck | undefined, english: string): string {
  const sentences = checkSentences[pageLanguage()];
  if (!sentences || !check) return english;
  return sentences[check.check].replace("{limit}", formatCount(check.limit ?? 0));
}

/** A failed check of core's schemas, as the browser's own parse reports it, in the page's language. */
export const issueText = (issue: CheckedIssue & { message: string }): string =>
  checkText(failedCheck(issue), issue.message);
