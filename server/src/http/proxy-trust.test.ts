import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { compileProxyTrust, type ProxyTrustSetting, proxyTrustWarning } from "./proxy-trust";

const trustOf = (value: string | undefined) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe("TRUST_PROXY", () => {
  it.each<[string | undefined, ProxyTrustSetting]>([
    [undefined, { kind: "none" }],
    ["", { kind: "none" }],
    ["false", { kind: "none" }],
    ["0", { kind: "none" }],
    ["1", { kind: "hops", hops: 1 }],
    ["2", { kind: "hops", hops: 2 }],
    // Earlier releases took the last X-Forwarded-For entry, which is one proxy's worth.
    ["true", { kind: "hops", hops: 1 }],
    ["loopback", { kind: "addresses", addresses: ["loopback"] }],
    [
      " 127.0.0.1/32, ::1 ,173.245.48.0/20,,2400:CB00::/32 ",
      { kind: "addresses", addresses: ["127.0.0.1/32", "::1", "173.245.48.0/20", "2400:cb00::/32"] },
    ],
  ])("reads %j as %j", (value, setting) => {
    expect(trustOf(value)).toEqual(setting);
  });

  it.each([
    ["cloudflare", "not an address: cloudflare"],
    ["127.0.0.1,proxy.example.com,10.0.0.0/33", "not an address: proxy.example.com, 10.0.0.0/33"],
    ["1.2.3.4:80", "not an address: 1.2.3.4:80"],
    ["-1", "not an address: -1"],
    ["0.0.0.0/0", "invalid range on address: 0.0.0.0/0"],
  ])("refuses %j, naming what is wrong", (value, problem) => {
    expect(() => trustOf(value)).toThrow(
      `TRUST_PROXY is the number of proxies in front (such as 1), or a comma-separated list of their addresses and CIDR ranges; ${problem}`,
    );
  });
});

describe("compileProxyTrust", () => {
  it("trusts by hop count the first hops, whatever their address", () => {
    const trust = compileProxyTrust({ kind: "hops", hops: 2 });
    expect([0, 1, 2].map((hop) => trust("203.0.113.9", hop))).toEqual([true, true, false]);
  });

  it.each([
    ["127.0.0.1", true],
    ["127.9.9.9", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["173.245.63.255", true],
    ["::ffff:173.245.48.1", true],
    ["173.245.64.0", false],
    ["2400:cb00:1::7", true],
    ["2400:cb01::7", false],
    ["10.0.0.1", false],
    ["unknown", false],
  ])("trusts by list %s: %s, at any hop", (address, trusted) => {
    const trust = compileProxyTrust({
      kind: "addresses",
      addresses: ["loopback", "173.245.48.0/20", "2400:cb00::/32"],
    });
    expect(trust(address, 0)).toBe(trusted);
    expect(trust(address, 5)).toBe(trusted);
  });

  it("trusts no one when none is set", () => {
    expect(compileProxyTrust({ kind: "none" })("127.0.0.1", 0)).toBe(false);
  });
});

describe("proxyTrustWarning", () => {
  const hops = { kind: "hops", hops: 1 } as const;

  it.each(["127.0.0.1", "127.0.0.2", "::1", "localhost"])("says nothing for trust by count on %s", (HOST) => {
    expect(proxyTrustWarning({ HOST, TRUST_PROXY: hops })).toBeNull();
  });

  it("says nothing when no proxy is trusted, or the proxies are listed by address", () => {
    expect(proxyTrustWarning({ HOST: "0.0.0.0", TRUST_PROXY: { kind: "none" } })).toBeNull();
    expect(
      proxyTrustWarning({ HOST: "0.0.0.0", TRUST_PROXY: { kind: "addresses", addresses: ["10.0.0.0/8"] } }),
    ).toBeNull();
  });

  it.each(["0.0.0.0", "::", "192.0.2.10", "shop.example.com"])(
    "warns that trust by count on %s lets anyone reaching the port claim any address",
    (HOST) => {
      expect(proxyTrustWarning({ HOST, TRUST_PROXY: { kind: "hops", hops: 2 } })).toBe(
        `TRUST_PROXY=2 believes the X-Forwarded-For of whoever connects, and the server listens on ${HOST}: ` +
          "anyone who reaches its port directly can claim any address. Set HOST=127.0.0.1 with the proxy on this " +
          "machine, or list the proxy's addresses in TRUST_PROXY instead of a count.",
      );
    },
  );
});
