import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { writeBackup } from "../backup/write-backup";
import { uploadsDirectory } from "../uploads/upload-store";
import { databasePath, openDatabase } from "./connection";
import { LATEST_SCHEMA_VERSION, schemaVersion } from "./migrate";

export interface OpenedShopDatabase {
  db: Database.Database;
  /** The backup made before this release brought the database's schema up to date, if it had to. */
  upgrade: { from: number; to: number; backup: string } | null;
}

/** `before-upgrade-2026-11-25T04-00-00-000Z`: kept in the data folder, out of the daily backups' pruning. */
const upgradeBackupName = (at: Date) => `before-upgrade-${at.toISOString().replace(/[:.]/g, "-")}`;

/**
 * Opens the shop's database in `dataDir`, bringing it up to date; a database an older release wrote
 * is first backed up whole (database and photos) beside it, so going back to that release is a restore.
 */
export async function openShopDatabase(dataDir: string, now = new Date()): Promise<OpenedShopDatabase> {
  const file = databasePath(dataDir);
  let upgrade: OpenedShopDatabase["upgrade"] = null;
  if (fs.existsSync(file)) {
    const existing = new Database(file, { fileMustExist: true });
    try {
      const from = schemaVersion(existing);
      if (from > 0 && from < LATEST_SCHEMA_VERSION) {
        const target = path.join(dataDir, upgradeBackupName(now));
        await writeBackup(
          { db: existing, uploadsDir: uploadsDirectory(dataDir), backupsDir: dataDir },
          target,
        );
        upgrade = { from, to: LATEST_SCHEMA_VERSION, backup: target };
      }
    } finally {
      existing.close();
    }
  }
  return { db: openDatabase(file), upgrade };
}
