import type { Context } from "hono";
import type { z } from "zod";
import { HttpError, validationError } from "./errors";

/**
 * The only way handlers read a request body: JSON by content type, parsed, then checked by a
 * `core` schema. Whatever fails answers 4xx with a sentence a person can act on.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\s*(;|$)/i.test(type)) {
    throw new HttpError(415, "Send the request body as JSON with Content-Type: application/json");
  }
  let body: unknown;
  try {
    body = JSON.parse(await c.req.text());
  } catch {
    throw new HttpError(400, "The request body is not valid JSON");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw new HttpError(400, "The request body must be a JSON object");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
