import type { Context, MiddlewareHandler } from "hono";
import type { z } from "zod";
import type { RefusalCode } from "#core/refusals";
import { HttpError, refuse, validationError } from "./errors";

/** Past the limit, a body up to this size is still read (and dropped) so the 413 keeps the connection usable. */
const DISCARD_BYTES = 1024 * 1024;

/**
 * Reads the whole request body before any guard or handler can answer, and refuses one larger than
 * `maxBytes` with 413.
 *
 * Why first: an answer sent while part of the body is still unread (a 401 from the admin gate, a 415,
 * a 413 by Content-Length) leaves @hono/node-server to drain the rest after the reply. Once the body
 * stream has been opened, that drain stalls behind the stream's backpressure and gives up after
 * 500 ms by destroying the socket, which by then carries the client's next keep-alive request: that
 * request is lost unanswered ("other side closed"). A body read to its end leaves nothing to drain.
 * A body beyond DISCARD_BYTES is not worth reading: its 413 closes the connection instead. Where the
 * limit itself is larger (a photo), any body past the limit is refused that way.
 *
 * A large limit must not let anyone make the server hold that much: `admit` decides, before the body
 * is read, whether it is kept. A request it refuses is still read to its end, but dropped as it
 * arrives, and then answered with the refusal.
 */
export function readWholeBody(
  maxBytes: number,
  {
    tooLargeCode,
    admit,
  }: {
    /** The refusal a body over the limit gets, when the caller's clients word it themselves. */
    tooLargeCode?: RefusalCode;
    admit?: (c: Context) => Promise<HttpError | null>;
  } = {},
): MiddlewareHandler {
  const discardBytes = Math.max(maxBytes, DISCARD_BYTES);
  const tooLarge = (headers: Record<string, string> = {}) =>
    tooLargeCode
      ? refuse(tooLargeCode, { headers })
      : new HttpError(413, `The request body is too large (${maxBytes / 1024} kB at most)`, {}, headers);
  return async (c, next) => {
    if (Number(c.req.header("content-length")) > discardBytes) throw tooLarge({ Connection: "close" });
    const refusal = (await admit?.(c)) ?? null;
    const body = c.req.raw.body;
    if (!body) {
      if (refusal) throw refusal;
      return next();
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      // Not cancelled: cancelling destroys the socket before the 413 is out.
      if (size > discardBytes) throw tooLarge({ Connection: "close" });
      if (size <= maxBytes && !refusal) chunks.push(chunk.value);
    }
    if (size > maxBytes) throw tooLarge();
    if (refusal) throw refusal;
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    await next();
  };
}

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
