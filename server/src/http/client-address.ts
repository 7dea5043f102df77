import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * Behind a trusted reverse proxy the client is the last address the proxy appended; otherwise the
 * socket's peer. Requests made in-process (tests) have neither.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}
