import path from "node:path";
import Database from "better-sqlite3";
import type { BackupContents } from "#core/schemas/backups";
import { backupStamp, measuredBackup } from "./backup-folders";
import { checkBackup } from "./restore-backup";

const count = (db: Database.Database, table: string) =>
  (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

/**
 * What the kept backup `name` holds, for the owner to see before restoring it; null when there is
 * none by that name. A backup that could not be restored is refused here already (BackupRefused).
 */
export function backupContents(backupsDir: string, name: string): BackupContents | null {
  const measured = measuredBackup(backupsDir, backupStamp(name));
  if (!measured) return null;
  const db = new Database(checkBackup(path.join(backupsDir, name)), { readonly: true, fileMustExist: true });
  try {
    return {
      ...measured,
      items: count(db, "jewelry"),
      messages: count(db, "contact_messages"),
      boards: count(db, "rate_boards"),
    };
  } finally {
    db.close();
  }
}
