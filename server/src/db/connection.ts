import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { migrate } from "./migrate";

export const DATABASE_FILE = "shop.sqlite";

/**
 * WAL lets readers carry on while a write commits; synchronous=FULL makes every acknowledged
 * write reach the disk before the answer goes out.
 */
export function openDatabase(file: string): Database.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
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
