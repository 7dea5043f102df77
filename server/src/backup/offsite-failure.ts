import type { RefusalCode } from "#core/refusals";
import { refusalWords } from "#core/refusals";

export type OffsiteFailureCode = Extract<
  RefusalCode,
  | "offsiteUnreachable"
  | "offsiteWrongKeyId"
  | "offsiteWrongSecret"
  | "offsiteNoSuchBucket"
  | "offsiteWrongRegion"
  | "offsiteAccessDenied"
  | "offsiteSecretUnreadable"
  | "offsiteFailed"
  | "offsiteCleanupFailed"
>;

/** Why an offsite copy or test failed: a code the admin words in any language, and a sentence for the log. */
export class OffsiteFailure extends Error {
  constructor(
    readonly code: OffsiteFailureCode,
    detail?: string,
  ) {
    super(detail ? `${refusalWords(code)} (${detail})` : refusalWords(code));
  }
}

/** The storage's own error codes that an owner can act on, by what they mean for the settings. */
const BY_STORAGE_CODE: Record<string, OffsiteFailureCode> = {
  InvalidAccessKeyId: "offsiteWrongKeyId",
  SignatureDoesNotMatch: "offsiteWrongSecret",
  NoSuchBucket: "offsiteNoSuchBucket",
  AccessDenied: "offsiteAccessDenied",
  AllAccessDisabled: "offsiteAccessDenied",
  AuthorizationHeaderMalformed: "offsiteWrongRegion",
  PermanentRedirect: "offsiteWrongRegion",
  IllegalLocationConstraintException: "offsiteWrongRegion",
};

/** A refusal in the storage's own words: its error code, and what it said. */
export const storageRefusal = (storageCode: string, detail: string) =>
  new OffsiteFailure(BY_STORAGE_CODE[storageCode] ?? "offsiteFailed", detail);

interface ClientError {
  name?: string;
  code?: string;
  message?: string;
  /** Set by the S3 client when the storage answered at all. */
  $metadata?: { httpStatusCode?: number };
}

/**
 * What a failed call to the storage means: told by the storage's error code when it answered, and
 * as unreachable when no answer came (refused, unknown host, timed out, a certificate not trusted).
 */
export function offsiteFailure(error: unknown): OffsiteFailure {
  if (error instanceof OffsiteFailure) return error;
  const { name = "Error", code, message = String(error), $metadata } = (error ?? {}) as ClientError;
  const status = $metadata?.httpStatusCode;
  if (status === undefined)
    return new OffsiteFailure("offsiteUnreachable", code ? `${code}: ${message}` : message);
  return storageRefusal(name, `${status} ${name}: ${message}`);
}
