/**
 * What a failed check of core's schemas was, told apart by zod's code and the rule a schema names in
 * its `params`, never by its wording: a client writing the refusal in another language picks its own
 * sentence by this, and fills in `limit` (a length, a count, a bound).
 */
export const CHECKS = [
  "required",
  "photoRequired",
  "tooLong",
  "tooShort",
  "tooLarge",
  "tooSmall",
  "tooMany",
  "notNumber",
  "notWhole",
  "choice",
  "email",
  "dateTime",
  "date",
  "notAfterToday",
  "phone",
  "link",
  "linkCharacters",
  "controlCharacters",
  "lineBreaks",
  "year",
  "gradeOrder",
  "scheduleAhead",
  "passwordsMatch",
  "username",
  "storageEndpoint",
  "storageName",
  "storageFolder",
  "mailPort",
  "mailSignInNeedsTls",
  "piecesRepeated",
  "slug",
  "estimateCategories",
  // The server's own: a board must take effect after the latest one, which only the database knows.
  "afterLatestBoard",
  // The server's own too: a piece paired with itself, or with one the catalogue does not hold.
  "pairsItself",
  "pairsUnknown",
  "invalid",
] as const;

export type Check = (typeof CHECKS)[number];

/** The rules a schema names itself, for checks zod's codes cannot tell apart (its refinements). */
export type CheckRule = Extract<
  Check,
  | "required"
  | "photoRequired"
  | "phone"
  | "link"
  | "linkCharacters"
  | "controlCharacters"
  | "lineBreaks"
  | "email"
  | "year"
  | "gradeOrder"
  | "scheduleAhead"
  | "notAfterToday"
  | "passwordsMatch"
  | "username"
  | "storageEndpoint"
  | "storageName"
  | "storageFolder"
  | "mailPort"
  | "mailSignInNeedsTls"
  | "piecesRepeated"
  | "slug"
  | "estimateCategories"
>;

export interface FailedCheck {
  check: Check;
  limit?: number;
}

/** A zod issue as far as it tells which check failed; zod's own type is not needed to read it. */
export interface CheckedIssue {
  code: string;
  origin?: string;
  expected?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
  params?: Record<string, unknown>;
}

const isCheck = (value: unknown): value is Check => (CHECKS as readonly unknown[]).includes(value);

const bound = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/** Which check `issue` failed; `invalid` when nothing more specific can be told. */
export function failedCheck(issue: CheckedIssue): FailedCheck {
  const rule = issue.params?.rule;
  if (isCheck(rule)) {
    const limit = bound(issue.params?.limit);
    return limit === undefined ? { check: rule } : { check: rule, limit };
  }
  switch (issue.code) {
    case "too_big": {
      const limit = bound(issue.maximum);
      const check = issue.origin === "string" ? "tooLong" : issue.origin === "array" ? "tooMany" : "tooLarge";
      return limit === undefined ? { check } : { check, limit };
    }
    case "too_small": {
      const limit = bound(issue.minimum);
      // A text that must hold at least one character is simply one to fill in.
      if (issue.origin === "string" && (limit ?? 1) <= 1) return { check: "required" };
      const check = issue.origin === "string" ? "tooShort" : "tooSmall";
      return limit === undefined ? { check } : { check, limit };
    }
    case "invalid_type":
      if (issue.expected === "number") return { check: "notNumber" };
      if (issue.expected === "int") return { check: "notWhole" };
      return { check: issue.expected === "string" ? "required" : "invalid" };
    case "invalid_format":
      if (issue.format === "email") return { check: "email" };
      if (issue.format === "datetime") return { check: "dateTime" };
      if (issue.format === "date") return { check: "date" };
      return { check: "invalid" };
    case "invalid_value":
      return { check: "choice" };
    default:
      return { check: "invalid" };
  }
}

/** A refinement's `params`, naming its rule (and its bound) for failedCheck. */
export const checkRule = (rule: CheckRule, limit?: number): Record<string, unknown> =>
  limit === undefined ? { rule } : { rule, limit };
