import type { Backup, BackupsResponse } from "#core/schemas/backups";

/** Past this, the owner is warned that no backup has succeeded. */
export const BACKUP_WARNING_AGE_MS = 48 * 60 * 60 * 1000;

export type BackupHealth =
  | { status: "none"; failure: BackupsResponse["lastFailure"] }
  | { status: "stale" | "ok"; newest: Backup; failure: BackupsResponse["lastFailure"] };

/** How the shop's backups stand: none yet, the newest too old, or well; with the last failure, if any. */
export function backupHealth({ backups, lastFailure }: BackupsResponse, now: number): BackupHealth {
  const [newest] = backups;
  if (!newest) return { status: "none", failure: lastFailure };
  const stale = now - Date.parse(newest.createdAt) > BACKUP_WARNING_AGE_MS;
  return { status: stale ? "stale" : "ok", newest, failure: lastFailure };
}
