import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { loadConfig } from "../config";
import { databasePath } from "../db/connection";
import { ensurePrivateDir, ensurePrivateFile, PRIVATE_DIR_MODE } from "../db/private-files";

/**
 * A consistent copy through SQLite's online backup API: the site keeps serving, and writes made
 * during the copy are either wholly in it or wholly not.
 */
async function backup(target: string | undefined) {
  const config = loadConfig();
  const source = databasePath(config.DATA_DIR);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const backups = path.join(config.DATA_DIR, "backups");
  const destination = path.resolve(target ?? path.join(backups, `shop-${stamp}.sqlite`));
  // A folder the owner named is only created if missing, never re-moded; the backups folder is ours.
  if (target) fs.mkdirSync(path.dirname(destination), { recursive: true, mode: PRIVATE_DIR_MODE });
  else ensurePrivateDir(backups);
  // A copy of the database is as private as the database: the file exists with its mode before SQLite writes.
  ensurePrivateFile(destination);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
  process.stdout.write(`Backup written to ${destination}\n`);
}

backup(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
