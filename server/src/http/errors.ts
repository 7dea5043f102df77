import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import type { ErrorResponse } from "#core/api";
import { failedCheck } from "#core/failed-check";

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

export function validationError(error: z.ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join("."),
    message: issue.message,
    check: failedCheck(issue),
  }));
  return new HttpError(400, issues[0]?.message ?? "The request is not valid", { issues });
}
