import proxyaddr from "proxy-addr";
import { z } from "zod";

/** Which proxies in front of the server may say who the client is and how it connected (TRUST_PROXY). */
export type ProxyTrustSetting =
  | { kind: "none" }
  | { kind: "hops"; hops: number }
  | { kind: "addresses"; addresses: string[] };

/** Whether hop number `hop` (0 is the socket's peer) is a proxy whose X-Forwarded-* headers count. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** Named ranges, as Express and proxy-addr spell them. */
const RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];
const ADDRESS_FORMATS = [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()];
const USAGE =
  "TRUST_PROXY is the number of proxies in front (such as 1), or a comma-separated list of their addresses and CIDR ranges";

const isAddressEntry = (entry: string) =>
  RANGE_NAMES.includes(entry) || ADDRESS_FORMATS.some((format) => format.safeParse(entry).success);

/** Parses TRUST_PROXY; `true` is one proxy, as earlier releases took the last X-Forwarded-For entry. */
export const proxyTrustSchema = z
  .string()
  .optional()
  .transform((text = "", ctx): ProxyTrustSetting => {
    const value = text.trim().toLowerCase();
    if (["", "false", "no", "0"].includes(value)) return { kind: "none" };
    if (["true", "yes"].includes(value)) return { kind: "hops", hops: 1 };
    if (/^\d+$/.test(value)) return { kind: "hops", hops: Number(value) };
    const addresses = value
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const wrong = addresses.filter((entry) => !isAddressEntry(entry));
    if (wrong.length > 0) {
      ctx.addIssue({ code: "custom", message: `${USAGE}; not an address: ${wrong.join(", ")}` });
      return z.NEVER;
    }
    try {
      proxyaddr.compile(addresses);
    } catch (error) {
      // The formats above pass a /0 range, which would trust everyone; proxy-addr refuses it.
      ctx.addIssue({ code: "custom", message: `${USAGE}; ${(error as Error).message}` });
      return z.NEVER;
    }
    return { kind: "addresses", addresses };
  });

export function compileProxyTrust(setting: ProxyTrustSetting): ProxyTrust {
  if (setting.kind === "none") return () => false;
  if (setting.kind === "hops") return (_, hop) => hop < setting.hops;
  const listed = proxyaddr.compile(setting.addresses);
  return (address) => listed(address, 0);
}

const isLoopback = compileProxyTrust({ kind: "addresses", addresses: ["loopback"] });

/**
 * A warning for the start-up log when anyone who reaches the server directly could claim any
 * address: trust by hop count believes whoever connects, so it is safe only on a loopback address.
 * A list of addresses is checked against the socket's peer and needs no warning.
 */
export function proxyTrustWarning(config: { HOST: string; TRUST_PROXY: ProxyTrustSetting }): string | null {
  const { HOST, TRUST_PROXY } = config;
  if (TRUST_PROXY.kind !== "hops" || HOST === "localhost" || isLoopback(HOST, 0)) return null;
  return (
    `TRUST_PROXY=${TRUST_PROXY.hops} believes the X-Forwarded-For of whoever connects, and the server listens on ${HOST}: ` +
    "anyone who reaches its port directly can claim any address. Set HOST=127.0.0.1 with the proxy on this " +
    "machine, or list the proxy's addresses in TRUST_PROXY instead of a count."
  );
}
