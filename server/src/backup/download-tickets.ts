import { randomBytes } from "node:crypto";

/** How long a download link works: long enough to start it, too short to be worth stealing. */
export const DOWNLOAD_TICKET_LIFETIME_MS = 60_000;

/**
 * One-time tickets for downloading a backup by a plain link, which the browser fetches with no
 * session of the owner's: each names one backup, works once, and only for a minute. Kept in memory:
 * a restart forgets the few that are open, and the owner asks for a new one.
 */
export function createDownloadTickets(now: () => Date) {
  const open = new Map<string, { name: string; expires: number }>();
  const forgetExpired = () => {
    for (const [ticket, { expires }] of open) if (expires <= now().getTime()) open.delete(ticket);
  };
  return {
    issue(name: string): { ticket: string; expiresAt: Date } {
      forgetExpired();
      const ticket = randomBytes(32).toString("base64url");
      const expires = now().getTime() + DOWNLOAD_TICKET_LIFETIME_MS;
      open.set(ticket, { name, expires });
      return { ticket, expiresAt: new Date(expires) };
    },
    /** The backup a ticket names, spending the ticket; null when it is unknown, spent or expired. */
    redeem(ticket: string): string | null {
      forgetExpired();
      const found = open.get(ticket);
      open.delete(ticket);
      return found?.name ?? null;
    },
  };
}
