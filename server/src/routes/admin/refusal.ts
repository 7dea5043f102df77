import type { ContentfulStatusCode } from "hono/utils/http-status";
import { adminMessages } from "#core/schemas/admin";
import { HttpError } from "../../http/errors";

/** An account refusal in core's words, with its code, so the admin can word it in Bengali too. */
export const refusal = (status: ContentfulStatusCode, code: keyof typeof adminMessages): HttpError =>
  new HttpError(status, adminMessages[code], { code });
