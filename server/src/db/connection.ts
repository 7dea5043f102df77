import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrate";
import { ensurePrivateDir, ensurePrivateFile } from "./private-files";

export const DATABASE_FILE = "shop.sqlite";

/**
 * WAL lets readers carry on while a write commits; synchronous=FULL makes every acknowledged
 * write reach the disk before the answer goes out. The folder and every file of the database are
 * its owner's only.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ":memory:") {
    ensurePrivateDir(path.dirname(file));
    ensurePrivateFile(file);
    // Left by an earlier release with the default mode: tightened before they are opened again.
    for (const sidecar of [`${file}-wal`, `${file}-shm`])
      if (fs.existsSync(sidecar)) ensurePrivateFile(sidecar);
  }
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

export const databasePath = (dataDir: string) => path.join(dataDir, DATABASE_FILE);
