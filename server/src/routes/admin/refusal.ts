import type { ContentfulStatusCode } from "hono/utils/http-status";
import { adminRefusals } from "#core/schemas/admin";
import { HttpError } from "../../http/errors";

/** An account refusal in core's words, with its code, so the admin can word it in Bengali too. */
export const refusal = (status: ContentfulStatusCode, code: keyof typeof adminRefusals): HttpError =>
  new HttpError(status, adminRefusals[code], { code });

/** A refusal that lifts once the client has waited `ms`: 429, with the wait in Retry-After. */
export const waitRefusal = (code: keyof typeof adminRefusals, ms: number): HttpError =>
  new HttpError(
    429,
    adminRefusals[code],
    { code },
    { "Retry-After": String(Math.max(1, Math.ceil(ms / 1000))) },
  );
