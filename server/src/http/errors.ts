import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ErrorResponse } from "#core/api";
import { failedCheck } from "#core/failed-check";
import { REFUSALS, type RefusalCode } from "#core/refusals";

/** An answer the client is meant to read: thrown by guards and handlers, shaped by the app's error handler. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly extra: Omit<ErrorResponse, "error"> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  toJSON(): ErrorResponse {
    return { error: this.message, ...this.extra };
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/**
 * The one way to refuse by code: the status and words core's table gives it (`REFUSALS`). A wait
 * goes in Retry-After, in whole seconds, for the client to word.
 */
export function refuse(
  code: RefusalCode,
  { retryAfterMs, headers = {} }: { retryAfterMs?: number; headers?: Record<string, string> } = {},
): HttpError {
  const [status, words] = REFUSALS[code];
  const wait: Record<string, string> =
    retryAfterMs === undefined ? {} : { "Retry-After": String(Math.max(1, Math.ceil(retryAfterMs / 1000))) };
  return new HttpError(status, words, { code }, { ...headers, ...wait });
}

export function validationError(error: z.ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
    check: failedCheck(issue),
  }));
  return new HttpError(400, issues[0]?.message ?? "The request is not valid", { issues });
}
