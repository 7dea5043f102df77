import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { ProxyTrust } from "./proxy-trust";

/** The socket's peer; requests made in process (tests) have none. */
function socketPeer(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/** X-Forwarded-For's entries, the nearest hop first; a header sent twice arrives joined into one list. */
function forwardedFor(c: Context): string[] {
  return (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse();
}

/**
 * The client is the nearest address that no trusted proxy speaks for: from the socket's peer, each
 * trusted hop hands over to the entry it appended to X-Forwarded-For. An untrusted peer's header
 * counts for nothing, so no one reaching the port directly can choose their address, and an entry
 * that is not an address stops the walk at the proxy that passed it on.
 */
export function clientAddress(c: Context, trust: ProxyTrust): string {
  const peer = socketPeer(c);
  if (!peer) return "unknown";
  let client = peer;
  let hop = 0;
  for (const entry of forwardedFor(c)) {
    if (!trust(client, hop) || !isIP(entry)) break;
    client = entry;
    hop += 1;
  }
  return client;
}

/**
 * Whether the browser reached the site over https: always, for a site whose address (PUBLIC_URL) is
 * https, whether or not its proxy is trusted; else directly, or as a trusted proxy in front says.
 */
export function clientUsedHttps(c: Context, trust: ProxyTrust, publicUrl: string | undefined): boolean {
  if (publicUrl?.startsWith("https://") || new URL(c.req.url).protocol === "https:") return true;
  const peer = socketPeer(c);
  if (!peer || !trust(peer, 0)) return false;
  return c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https";
}
