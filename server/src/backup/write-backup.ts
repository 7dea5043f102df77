import fs from "node:fs";
import path from "node:path";
import type { Database } from "better-sqlite3";
import { backupName } from "#core/backup-names";
import { databasePath } from "../db/connection";
import { ensurePrivateDir, ensurePrivateFile, PRIVATE_DIR_MODE } from "../db/private-files";
import { copyUploads } from "../uploads/copy-uploads";
import { uploadsDirectory } from "../uploads/upload-store";

/** Where backups go unless the owner names a folder: `DATA_DIR/backups`. */
export const backupsDirectory = (dataDir: string) => path.join(dataDir, "backups");

/** `shop-2026-11-25T04-00-00-000Z`: a backup's folder, named by when it was made. */

/** A new folder for the backup: one the owner named may exist if it is empty, and is never re-moded. */
function prepareFolder(folder: string, named: boolean) {
  // Backups were once one .sqlite file: a command written for that says so rather than failing oddly.
  if (folder.endsWith(".sqlite") || (fs.existsSync(folder) && !fs.statSync(folder).isDirectory()))
    throw new Error(
      `${folder} is a file: a backup is now a folder (the database and every photo); name a new folder, such as ${path.join(path.dirname(folder), "shop-backup")}`,
    );
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0)
    throw new Error(`${folder} is not empty: name a new folder for the backup`);
  if (named) fs.mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
  else ensurePrivateDir(folder);
}

export interface BackupSource {
  /** The shop's database, open: SQLite's online backup API copies it while it serves. */
  db: Database;
  /** The stored photos (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Where a backup goes unless one is named (DATA_DIR/backups). */
  backupsDir: string;
}

/**
 * Writes a folder holding a consistent copy of the database, through SQLite's online backup API
 * (the site keeps serving, and writes made during the copy are either wholly in it or wholly not),
 * and every stored photo; by default a new `shop-<time>` folder in the backups folder. The photos
 * are copied after the database, so each photo it refers to is there; one uploaded meanwhile may
 * come along too, which is harmless.
 */
export async function writeBackup(
  { db, uploadsDir, backupsDir }: BackupSource,
  target?: string,
  now = new Date(),
): Promise<{ folder: string; photos: number }> {
  const folder = path.resolve(target ?? path.join(backupsDir, backupName(now)));
  if (!target) ensurePrivateDir(backupsDir);
  prepareFolder(folder, target !== undefined);

  // Laid out as a data folder is: restoring is copying it back, or pointing DATA_DIR at a copy of it.
  const database = databasePath(folder);
  // A copy of the database is as private as the database: the file exists with its mode before SQLite writes.
  ensurePrivateFile(database);
  try {
    await db.backup(database);
    const { photos } = copyUploads(uploadsDir, uploadsDirectory(folder));
    return { folder, photos };
  } catch (error) {
    // A half-written backup is no backup: nothing of it stays to be listed or restored.
    if (target)
      for (const written of [database, uploadsDirectory(folder)])
        fs.rmSync(written, { recursive: true, force: true });
    else fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
