import { t } from "../../i18n/admin-catalogue";
import { describeError } from "../api/use-admin-api";

export type FailureSentence = "adminJewelry.saveError" | "adminJewelry.deleteError";

/**
 * Why a save or delete failed: the server's own words, or that it could not be reached; empty
 * when there is nothing more to say than the spec's sentence.
 */
export const failureReason = (error: unknown) => describeError(error, "");

/** The spec's sentence ("Error saving jewelry item"), then the reason after a colon. */
export function failureText(spec: FailureSentence, error: unknown): string {
  const reason = failureReason(error);
  return reason ? t("adminJewelry.failure", { error: t(spec), reason }) : t(spec);
}
