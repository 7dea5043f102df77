import fs from "node:fs";

/**
 * The data folder holds the database, the token-signing secret and backups: only the account the
 * server runs as may read them.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates the folder readable by its owner only, and tightens it if it already existed. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  try {
    fs.chmodSync(dir, PRIVATE_DIR_MODE);
  } catch (error) {
    // A folder owned by another account (a mounted volume) cannot be changed; the files inside still are.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}

/**
 * Makes `file` (created empty when missing) readable by its owner only. SQLite gives a database's
 * -wal, -shm and journal files the mode of the database itself, so this covers them too.
 */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, "a", PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}
