import type { BackupRetention } from "#core/schemas/backups";
import type { BackupStamp } from "./backup-folders";

/** Bangladesh keeps one offset all year: its days and weeks begin at 00:00 in Dhaka. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

const dhakaDay = (iso: string) => Math.floor((Date.parse(iso) + DHAKA_OFFSET_MS) / DAY_MS);
/** Weeks from Monday: day 0 of the epoch was a Thursday. */
const dhakaWeek = (iso: string) => Math.floor((dhakaDay(iso) + 3) / 7);

/**
 * The backups past keeping, from a list newest first: kept are the newest of each of the last
 * `keepDaily` days that have one and of each of the last `keepWeekly` weeks, the newest always.
 */
export function backupsPastKeeping<T extends BackupStamp>(
  backups: readonly T[],
  retention: BackupRetention,
): T[] {
  const days = new Set<number>();
  const weeks = new Set<number>();
  return backups.filter((backup) => {
    const day = dhakaDay(backup.createdAt);
    const week = dhakaWeek(backup.createdAt);
    let kept = false;
    if (!days.has(day) && days.size < retention.keepDaily) {
      days.add(day);
      kept = true;
    }
    if (!weeks.has(week) && weeks.size < retention.keepWeekly) {
      weeks.add(week);
      kept = true;
    }
    return !kept;
  });
}
