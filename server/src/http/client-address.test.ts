import { once } from "node:events";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientAddress, clientUsedHttps } from "./client-address";
import { compileProxyTrust, type ProxyTrustSetting } from "./proxy-trust";

/** An app that answers who it takes the client to be, and whether it came over https. */
function whoAmI(setting: ProxyTrustSetting) {
  const trust = compileProxyTrust(setting);
  const app = new Hono();
  app.get("/", (c) =>
    c.json({ address: clientAddress(c, trust), https: clientUsedHttps(c, trust, undefined) }),
  );
  return app;
}

const NONE: ProxyTrustSetting = { kind: "none" };
const ONE_HOP: ProxyTrustSetting = { kind: "hops", hops: 1 };
const TWO_HOPS: ProxyTrustSetting = { kind: "hops", hops: 2 };
const LOCAL_AND_EDGE: ProxyTrustSetting = {
  kind: "addresses",
  addresses: ["loopback", "173.245.48.0/20", "2400:cb00::/32"],
};

/** `peer` plays the socket's remote address, as a real connection gives it. */
async function ask(setting: ProxyTrustSetting, peer: string | undefined, headers: HeadersInit = {}) {
  const env = peer ? { incoming: { socket: { remoteAddress: peer } } } : undefined;
  const response = await whoAmI(setting).request("/", { headers }, env);
  return (await response.json()) as { address: string; https: boolean };
}

describe("clientAddress", () => {
  it.each<[string, ProxyTrustSetting, string, string | undefined, string]>([
    ["no trust: the peer, whatever the header says", NONE, "127.0.0.1", "198.51.100.7", "127.0.0.1"],
    ["one hop: the entry the proxy appended", ONE_HOP, "127.0.0.1", "6.6.6.6, 198.51.100.7", "198.51.100.7"],
    ["one hop, no header: the peer", ONE_HOP, "127.0.0.1", undefined, "127.0.0.1"],
    [
      "two hops: the entry the second proxy appended",
      TWO_HOPS,
      "127.0.0.1",
      "6.6.6.6, 198.51.100.7, 173.245.48.5",
      "198.51.100.7",
    ],
    ["two hops with fewer entries: the farthest one", TWO_HOPS, "127.0.0.1", "198.51.100.7", "198.51.100.7"],
    [
      "list: walks left over listed proxies",
      LOCAL_AND_EDGE,
      "127.0.0.1",
      "6.6.6.6, 198.51.100.7, 173.245.48.5",
      "198.51.100.7",
    ],
    [
      "list: stops at the first unlisted hop",
      LOCAL_AND_EDGE,
      "127.0.0.1",
      "198.51.100.7, 203.0.113.4",
      "203.0.113.4",
    ],
    [
      "list: a forged header from an unlisted peer counts for nothing",
      LOCAL_AND_EDGE,
      "203.0.113.4",
      "173.245.48.5, 127.0.0.1",
      "203.0.113.4",
    ],
    [
      "list: the peer as IPv4 mapped into IPv6",
      LOCAL_AND_EDGE,
      "::ffff:127.0.0.1",
      "198.51.100.7",
      "198.51.100.7",
    ],
    [
      "list: an IPv4-mapped entry matched as IPv4",
      LOCAL_AND_EDGE,
      "::1",
      "198.51.100.7, ::ffff:173.245.48.5",
      "198.51.100.7",
    ],
    ["list: IPv6 proxies and client", LOCAL_AND_EDGE, "::1", "2001:db8::7, 2400:cb00:2::1", "2001:db8::7"],
    ["empty entries are skipped", ONE_HOP, "127.0.0.1", "198.51.100.7,, ,", "198.51.100.7"],
    [
      "an entry that is no address stops at the proxy that passed it",
      ONE_HOP,
      "127.0.0.1",
      "198.51.100.7, <script>",
      "127.0.0.1",
    ],
    ["a port after the address is no address", LOCAL_AND_EDGE, "127.0.0.1", "198.51.100.7:4711", "127.0.0.1"],
  ])("%s", async (_, setting, peer, forwarded, expected) => {
    const headers: Record<string, string> = forwarded === undefined ? {} : { "x-forwarded-for": forwarded };
    expect((await ask(setting, peer, headers)).address).toBe(expected);
  });

  it("reads a header sent twice as one list, the later one nearer", async () => {
    const headers = new Headers();
    headers.append("x-forwarded-for", "6.6.6.6");
    headers.append("x-forwarded-for", "198.51.100.7");
    expect((await ask(ONE_HOP, "127.0.0.1", headers)).address).toBe("198.51.100.7");
  });

  it("is unknown without a socket, whatever the header says", async () => {
    expect((await ask(ONE_HOP, undefined, { "x-forwarded-for": "198.51.100.7" })).address).toBe("unknown");
  });

  it("takes the peer and the header of a real connection", async () => {
    const server = serve({ fetch: whoAmI(LOCAL_AND_EDGE).fetch, port: 0, hostname: "127.0.0.1" }) as Server;
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const request = http.get({
        host: "127.0.0.1",
        port,
        headers: { "x-forwarded-for": ["6.6.6.6", "198.51.100.7, 173.245.48.5"] },
      });
      const [response] = (await once(request, "response")) as [http.IncomingMessage];
      const body = (await response.toArray()).join("");
      expect(JSON.parse(body)).toEqual({ address: "198.51.100.7", https: false });
    } finally {
      server.close();
      server.closeAllConnections();
    }
  });
});

describe("clientUsedHttps", () => {
  it.each<[string, ProxyTrustSetting, string, boolean]>([
    ["a trusted proxy's https", ONE_HOP, "127.0.0.1", true],
    ["a listed proxy's https", LOCAL_AND_EDGE, "::ffff:127.0.0.1", true],
    ["an unlisted peer's claim of https", LOCAL_AND_EDGE, "203.0.113.4", false],
    ["any claim when no proxy is trusted", NONE, "127.0.0.1", false],
  ])("believes %s: %s", async (_, setting, peer, https) => {
    expect((await ask(setting, peer, { "x-forwarded-proto": "HTTPS" })).https).toBe(https);
  });

  it("takes the first scheme of a list, and http as not https", async () => {
    expect((await ask(ONE_HOP, "127.0.0.1", { "x-forwarded-proto": "https, http" })).https).toBe(true);
    expect((await ask(ONE_HOP, "127.0.0.1", { "x-forwarded-proto": "http" })).https).toBe(false);
  });

  it("is https when the request itself came over https", async () => {
    const response = await whoAmI(NONE).request("https://shop.example.com/");
    expect(((await response.json()) as { https: boolean }).https).toBe(true);
  });
});
