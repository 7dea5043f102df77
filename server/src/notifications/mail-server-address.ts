import { lookup } from "node:dns/promises";
import net from "node:net";
import ipaddr from "ipaddr.js";
import { isMailPort } from "#core/schemas/email-notifications";
import { MailFailure } from "./mail-failure";

/** Where to connect to reach a mail server: an address, never a name to resolve again. */
export interface MailServerAddress {
  address: string;
  port: number;
}

/**
 * Finds the mail server a saved host and port name, or refuses it (MailFailure). The shop's server
 * connects where the admin's settings say, so they must not point it at itself or at the network
 * behind it.
 */
export type LocateMailServer = (host: string, port: number) => Promise<MailServerAddress>;

export type LookupAll = (host: string) => Promise<{ address: string }[]>;

const lookupAll: LookupAll = (host) => lookup(host, { all: true, verbatim: true });

/**
 * An address on the public internet: not loopback, private, carrier-grade NAT, link-local, unique
 * local, multicast, broadcast, unspecified or reserved, as ipaddr.js names its ranges (an IPv6 form
 * of an IPv4 address counts as that IPv4 address). Anything it cannot name as public is refused,
 * the IPv6 forms that carry an IPv4 address (6to4, Teredo, NAT64) among them.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** A host name as net.connect takes it: an IPv6 address without its URL brackets. */
export const bareHost = (host: string): string => host.replace(/^\[(.*)\]$/, "$1");

/**
 * Mail servers as a live site may use them: a mail port only, at a host name whose every address is
 * public. The first address is the one connected to, IPv4 first, so the name is not resolved a
 * second time between the check and the connection (where it could answer differently).
 */
export function publicMailServers(lookupHost: LookupAll = lookupAll): LocateMailServer {
  return async (host, port) => {
    if (!isMailPort(port)) throw new MailFailure("emailPortNotAllowed", `port ${port}`);
    let addresses: { address: string }[];
    try {
      addresses = await lookupHost(bareHost(host));
    } catch (error) {
      const { code, message } = error as { code?: string; message?: string };
      const unknown = code === "ENOTFOUND" || code === "ENODATA";
      throw new MailFailure(unknown ? "emailServerNotFound" : "emailConnectFailed", `${host}: ${message}`);
    }
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) throw new MailFailure("emailServerNotPublic", `${host} is at ${refused.address}`);
    const v6 = ({ address }: { address: string }) => Number(net.isIPv6(address));
    const [first] = [...addresses].sort((a, b) => v6(a) - v6(b));
    if (!first) throw new MailFailure("emailServerNotFound", `${host} has no address`);
    return { address: first.address, port };
  };
}

/** How the shop's server finds its mail server unless told otherwise (by a test, for its local one). */
export const locatePublicMailServer: LocateMailServer = publicMailServers();
