import type { Backup, BackupsResponse, OffsiteCopy } from "#core/schemas/backups";

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

export type OffsiteHealth =
  | { status: "off" }
  | { status: "none" }
  /** `failed`: the archive never reached the storage; `untidy`: it did, but older copies stayed. */
  | { status: "ok" | "failed" | "untidy"; copy: OffsiteCopy };

/** How the offsite copies stand: off, none tried yet, or the last one tried and how it went. */
export function offsiteHealth({ offsite }: BackupsResponse): OffsiteHealth {
  const copy = offsite.lastCopy;
  if (!offsite.enabled) return { status: "off" };
  if (!copy) return { status: "none" };
  if (!copy.copied) return { status: "failed", copy };
  return { status: copy.error ? "untidy" : "ok", copy };
}
