import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { ensurePrivateDir, ensurePrivateFile, PRIVATE_FILE_MODE } from "./private-files";

/** An SQLite file used for its lock alone: the system lets go of it when the process ends, however it ends. */
const LOCK_FILE = "data-folder.lock";
/** Who holds the lock, for the refusal to name: never trusted to decide anything. */
const HOLDER_FILE = "data-folder.holder";

/** Who holds a data folder: the server, or one of the owner's commands. */
export interface DataFolderHolder {
  what: string;
  pid: number;
}

/** The data folder is held by another process: a server, or an owner's command still running. */
export class DataFolderInUse extends Error {
  readonly code = "DATA_FOLDER_IN_USE";
  constructor(
    readonly dataDir: string,
    readonly holder: DataFolderHolder | null,
  ) {
    const who = holder ? `the ${holder.what} (process ${holder.pid})` : "another process";
    super(`${dataDir} is in use by ${who}`);
  }

  /** The one line that refuses: which folder, who holds it, and `then` what to do about it. */
  refusal(then: string): string {
    return `${this.message}: ${then}`;
  }
}

function readHolder(dataDir: string): DataFolderHolder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(path.join(dataDir, HOLDER_FILE), "utf8")) as DataFolderHolder;
    return typeof holder.what === "string" && Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Holds the data folder for this process until `release` (or the process ends), or throws
 * DataFolderInUse at once: one server per data folder, and no owner's command that writes (restore,
 * reset-password) under a running server, which would go on writing to the files it replaced.
 */
export function lockDataFolder(dataDir: string, what: string): { release(): void } {
  ensurePrivateDir(dataDir);
  const file = path.join(dataDir, LOCK_FILE);
  ensurePrivateFile(file);
  const lock = new Database(file, { timeout: 0 });
  try {
    // In exclusive locking mode a transaction's lock outlives it: held until the connection closes.
    lock.pragma("locking_mode = EXCLUSIVE");
    lock.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    lock.close();
    if ((error as { code?: string }).code === "SQLITE_BUSY")
      throw new DataFolderInUse(dataDir, readHolder(dataDir));
    throw error;
  }
  const holderFile = path.join(dataDir, HOLDER_FILE);
  fs.writeFileSync(holderFile, JSON.stringify({ what, pid: process.pid } satisfies DataFolderHolder), {
    mode: PRIVATE_FILE_MODE,
  });
  let held = true;
  return {
    release: () => {
      if (!held) return;
      held = false;
      fs.rmSync(holderFile, { force: true });
      lock.close();
    },
  };
}

/**
 * Holds the data folder for one of the owner's commands, or refuses in words the owner can act on
 * while the server (or another command) holds it.
 */
export function lockDataFolderForCommand(dataDir: string, what: string): { release(): void } {
  try {
    return lockDataFolder(dataDir, what);
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    throw new Error(error.refusal("stop it, then run this again"));
  }
}
