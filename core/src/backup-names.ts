/** A backup's name: `shop-` and the time it was made, `shop-2026-11-28T01-25-30-332Z`. */
export const backupName = (at: Date) => `shop-${at.toISOString().replace(/[:.]/g, "-")}`;

const NAMED = /^shop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

/** When the backup of this name was made, or null for a name of another kind. */
export function backupTimeOf(name: string): Date | null {
  const match = NAMED.exec(name);
  if (!match) return null;
  const [, day, hours, minutes, seconds, ms] = match;
  const at = new Date(`${day}T${hours}:${minutes}:${seconds}.${ms}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Who the activity log says made a backup the server made by itself. */
export const DAILY_BACKUP_ACTOR = "daily backup";
