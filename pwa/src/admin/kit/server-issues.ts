import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ApiError } from "../../data/api/api-client";
import { answerText, checkText } from "../../i18n/issue-text";

type ServerIssue = ApiError["issues"][number];

/**
 * Puts a refusal's issues under the fields their paths name, in the page's language, focusing the
 * first one placed. Issues are matched by `path` only, never by wording, so the server may rephrase freely. `fieldFor` answers
 * null for a path the form has no field for.
 *
 * Returns what is left for the form-level message: the first issue no field took, the server's own
 * sentence when it named no field at all, or null when every issue sits under its field.
 */
export function showServerIssues<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: ApiError,
  fieldFor: (path: string) => Path<Values> | null,
): string | null {
  if (error.issues.length === 0) return answerText(error);
  let placed = 0;
  let rest: ServerIssue | undefined;
  for (const issue of error.issues) {
    const field = fieldFor(issue.path);
    if (field === null) {
      rest ??= issue;
      continue;
    }
    setError(
      field,
      { type: issue.check?.check ?? "server", message: checkText(issue.check, issue.message) },
      { shouldFocus: placed === 0 },
    );
    placed += 1;
  }
  return rest ? checkText(rest.check, rest.message) : null;
}
