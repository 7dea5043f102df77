import { type Check, type CheckedIssue, type FailedCheck, failedCheck } from "#core/failed-check";
import type { Language } from "#core/language";
import { isRefusalCode, type RefusalCode, refusalWords } from "#core/refusals";
import { formatCount } from "./format";
import { t } from "./messages";
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

/**
 * Core's refusals in each language that words them itself, by code: the site's loaded with that
 * language's messages, the admin's with the admin. English shows the API's own words.
 */
export const refusalSentences: Partial<Record<Language, Partial<Record<RefusalCode, string>>>> = {};

/** A refusal's words in the page's language, told by its code. */
export const refusalText = (code: RefusalCode): string =>
  refusalSentences[pageLanguage()]?.[code] ?? refusalWords(code);

/** An error answer of the API, as far as its words go. */
export interface Answer {
  message: string;
  code?: string;
  issues: readonly { message: string; check?: FailedCheck }[];
  /** How long the server asked to wait (its Retry-After), in seconds. */
  retryAfterSeconds?: number;
}

/**
 * The one way an API error becomes words, in the page's language: a refusal by its code, with the
 * wait it asked for, in minutes, when that is longer than a moment; else the check its first field
 * failed; else the server's own words (a rare server-side condition).
 */
export function answerText({ message, code, issues, retryAfterSeconds = 0 }: Answer): string {
  if (isRefusalCode(code)) {
    const words = refusalText(code);
    if (retryAfterSeconds <= 1) return words;
    return `${words} ${t("state.tryAgainIn", { minutes: Math.ceil(retryAfterSeconds / 60) })}`;
  }
  const [first] = issues;
  return first ? checkText(first.check, message) : message;
}
