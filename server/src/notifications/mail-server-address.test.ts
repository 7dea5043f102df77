import { describe, expect, it } from "vitest";
import { MailFailure } from "./mail-failure";
import {
  isPublicAddress,
  type LookupAll,
  locatePublicMailServer,
  publicMailServers,
} from "./mail-server-address";

/** A name server that knows only these names. */
const names =
  (known: Record<string, string[]>): LookupAll =>
  async (host) => {
    const addresses = known[host];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address }));
  };

/** The code a refusal carries, or "found" with where it leads. */
const outcome = (found: Promise<{ address: string; port: number }>) =>
  found.then(
    ({ address, port }) => `found ${address} ${port}`,
    (error: unknown) => (error instanceof MailFailure ? error.code : `threw ${String(error)}`),
  );

describe("where a live site's mail server may be", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.8.9.10", "loopback"],
    ["::1", "loopback"],
    ["10.0.0.5", "private"],
    ["172.16.4.4", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["169.254.169.254", "link-local (a cloud's metadata service)"],
    ["fe80::1", "link-local"],
    ["fd12:3456::1", "unique local"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["224.0.0.1", "multicast"],
    ["255.255.255.255", "broadcast"],
    ["192.0.2.10", "documentation"],
    ["::ffff:127.0.0.1", "loopback written as IPv6"],
    ["::ffff:10.1.2.3", "private written as IPv6"],
    ["not an address", "not an address at all"],
  ])("not %s (%s)", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["142.250.102.108", "2a00:1450:4013:c00::6c", "::ffff:142.250.102.108"])("%s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("finding a live site's mail server", () => {
  const locate = publicMailServers(
    names({
      "smtp.gmail.com": ["2a00:1450:4013:c00::6c", "142.250.102.108"],
      "mail.intranet.example": ["10.0.0.25"],
      "half.example": ["142.250.102.108", "192.168.0.25"],
      "empty.example": [],
    }),
  );

  it("connects to an address it checked, IPv4 first, never resolving the name again", async () => {
    expect(await outcome(locate("smtp.gmail.com", 587))).toBe("found 142.250.102.108 587");
  });

  it.each([
    ["mail.intranet.example", 587, "emailServerNotPublic"],
    // Every address is checked: one public answer does not let a private one through.
    ["half.example", 587, "emailServerNotPublic"],
    ["nowhere.example", 587, "emailServerNotFound"],
    ["empty.example", 587, "emailServerNotFound"],
    ["smtp.gmail.com", 8080, "emailPortNotAllowed"],
    ["smtp.gmail.com", 22, "emailPortNotAllowed"],
  ])("refuses %s port %i: %s", async (host, port, code) => {
    expect(await outcome(locate(host, port))).toBe(code);
  });

  it.each([["127.0.0.1"], ["localhost"], ["[::1]"], ["169.254.169.254"]])(
    "refuses %s, looked up as the server would",
    async (host) => {
      expect(await outcome(locatePublicMailServer(host, 25))).toBe("emailServerNotPublic");
    },
  );
});
