import fs from "node:fs";
import Database from "better-sqlite3";
import { migrate } from "../db/migrate";
import { startNewChangeLog } from "../db/repositories/jewelry-repository";
import { copyUploads } from "../uploads/copy-uploads";
import { uploadsDirectory } from "../uploads/upload-store";
import { checkBackup } from "./restore-backup";

/** Every page in one step of SQLite's backup: the live database is never half old, half restored. */
const ALL_PAGES = 0x7fffffff;

export interface LiveData {
  /** The running shop's database, open, on a file. */
  db: Database.Database;
  /** Its stored photos (DATA_DIR/uploads). */
  uploadsDir: string;
}

/**
 * Puts the backup in `folder` in place of the running shop's data without stopping the server. The
 * backup's photos are linked into a folder beside the live one first; then SQLite's backup API
 * copies its database over the live one, whose connection, prepared statements and readers all see
 * the backup from their next read; an older backup is brought up to date as at a start; and the
 * photo folders are swapped in the same turn, so nothing runs between the new database and its photos.
 */
export async function restoreRunningShop(
  { db, uploadsDir }: LiveData,
  folder: string,
): Promise<{ photos: number }> {
  const database = checkBackup(folder);
  if (db.memory) throw new Error("A database kept in memory has no file to restore over");
  const incoming = `${uploadsDir}.restoring`;
  const replaced = `${uploadsDir}.replaced`;
  fs.rmSync(incoming, { recursive: true, force: true });
  try {
    const { photos } = copyUploads(uploadsDirectory(folder), incoming);
    const backup = new Database(database, { readonly: true, fileMustExist: true });
    // The copy holds the live database's write lock across an event-loop turn: a write meanwhile
    // (a background job; requests are turned away) fails at once rather than freezing the server.
    const busyTimeout = db.pragma("busy_timeout", { simple: true }) as number;
    db.pragma("busy_timeout = 0");
    try {
      await backup.backup(db.name, { progress: () => ALL_PAGES });
    } finally {
      db.pragma(`busy_timeout = ${busyTimeout}`);
      backup.close();
    }
    migrate(db);
    startNewChangeLog(db);
    fs.rmSync(replaced, { recursive: true, force: true });
    if (fs.existsSync(uploadsDir)) fs.renameSync(uploadsDir, replaced);
    fs.renameSync(incoming, uploadsDir);
    fs.rmSync(replaced, { recursive: true, force: true });
    return { photos };
  } finally {
    fs.rmSync(incoming, { recursive: true, force: true });
  }
}
