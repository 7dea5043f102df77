/** How often the display asks for the board when nothing is scheduled: a new board published "now" shows within this. */
export const POLL_MS = 60_000;

/** Asked this long after a scheduled board's time, so the server's clock has surely passed it. */
export const SETTLE_MS = 1_000;

/**
 * How long the display waits before asking for the board again, `now` being the device's clock:
 * until just after the scheduled board takes over when that comes first, the polling interval
 * otherwise. A time already past (a device clock ahead of the server's) is left to the polling, so
 * the display never asks in a tight loop.
 */
export function refreshDelay(now: number, nextChangeAt: string | null | undefined, pollMs = POLL_MS): number {
  const next = nextChangeAt ? Date.parse(nextChangeAt) : Number.NaN;
  if (!(next > now)) return pollMs;
  return Math.min(pollMs, next - now + SETTLE_MS);
}
