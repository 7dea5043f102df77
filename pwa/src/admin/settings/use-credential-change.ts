import { useCallback, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { AdminResponse, LoginResponse } from "#core/schemas/admin";
import { ApiError } from "../../data/api/api-client";
import { answerText, refusalText } from "../../i18n/issue-text";
import { showServerIssues } from "../kit/server-issues";
import { useFlash } from "../kit/use-flash";
import { useAdminSession } from "../shell/admin-session";

interface Options<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  success: string;
  /** The spec's words when the server gives none (or cannot be reached). */
  fallback: string;
}

/**
 * What the account forms do with an answer: a credential change hands out a fresh token (the old
 * one is revoked), so the session carries on with it; an email change answers only the admin. Either
 * way the fields are cleared; a failure keeps them.
 */
export function useCredentialChange<Values extends FieldValues>({
  form,
  success,
  fallback,
}: Options<Values>) {
  const { replaceSession, updateAdmin } = useAdminSession();
  const [flash, showFlash] = useFlash();
  const [failure, setFailure] = useState<string | null>(null);

  const run = useCallback(
    async (send: () => Promise<LoginResponse | AdminResponse>) => {
      setFailure(null);
      showFlash(null);
      try {
        const answer = await send();
        if ("token" in answer) replaceSession(answer);
        else updateAdmin(answer.admin);
        form.reset();
        showFlash({ kind: "success", text: success });
      } catch (error) {
        if (!(error instanceof ApiError)) {
          setFailure(fallback);
          return;
        }
        showServerIssues(form.setError, error, (path) => path as Path<Values>);
        setFailure(answerText(error) || fallback);
      }
    },
    [form, success, fallback, replaceSession, updateAdmin, showFlash],
  );

  /**
   * A client-side refusal: a blank field is said once for the form (the schema also says it under
   * the field), the other rules only under their field.
   */
  const invalid = useCallback(() => {
    showFlash(null);
    const blank = Object.values(form.getValues()).some((value) => String(value ?? "").trim() === "");
    setFailure(blank ? refusalText("fillAllFields") : null);
  }, [form, showFlash]);

  return { run, invalid, flash, failure };
}
