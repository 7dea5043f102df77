/**
 * How long someone who has the password must wait before trying another second-factor code for an
 * account (ADR 030): a few slips a day are free, then each wrong code doubles the wait, up to half
 * an hour, so a day of guessing from any number of networks tries well under a hundred codes. A
 * browser the owner signed in from before does not wait (ADR 010).
 */
const FREE_WRONG_CODES = 3;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 30 * 60_000;
/** Wrong codes older than this no longer count. */
export const WRONG_CODE_MEMORY_MS = 24 * 60 * 60_000;

/** The wait left at `at` after `count` wrong codes within the memory, the last at `last`. */
export function codeWaitMs({ count, last }: { count: number; last: Date | null }, at: Date): number {
  if (count < FREE_WRONG_CODES || !last) return 0;
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (count - FREE_WRONG_CODES), MAX_WAIT_MS);
  return Math.max(0, last.getTime() + wait - at.getTime());
}
