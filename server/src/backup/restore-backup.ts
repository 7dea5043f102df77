import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { extract as extractTar, list as listTar } from "tar";
import { DATABASE_FILE, databasePath, openDatabase } from "../db/connection";
import { lockDataFolderForCommand } from "../db/data-folder-lock";
import { migrations } from "../db/migrations/index";
import { ensurePrivateDir, ensurePrivateFile } from "../db/private-files";
import { startNewChangeLog } from "../db/repositories/jewelry-repository";
import { copyUploads } from "../uploads/copy-uploads";
import { uploadsDirectory } from "../uploads/upload-store";

/** Why a backup cannot be restored, by the code the API refuses it with; the message is the command's. */
export type BackupRefusal =
  | "backupNotAnArchive"
  | "backupDamaged"
  | "backupFromNewerRelease"
  | "backupTooLargeForDisk";

export class BackupRefused extends Error {
  constructor(
    readonly reason: BackupRefusal,
    message: string,
  ) {
    super(message);
  }
}

/** Tables every release's database has: a file without them is some other program's database. */
const SHOP_TABLES = ["admins", "jewelry", "settings", "contact_messages"];

export interface RestoreResult {
  /** Where the data as it was before the restore is kept, laid out as a backup. */
  keptIn: string;
  items: number;
  photos: number;
}

/**
 * Checks the backup's database before anything is touched: SQLite's integrity check passes, it is
 * this shop's database (its tables and schema history), and no newer release wrote it.
 */
export function checkBackup(folder: string): string {
  const database = path.join(folder, DATABASE_FILE);
  if (!fs.existsSync(database))
    throw new BackupRefused(
      "backupNotAnArchive",
      `${folder} holds no ${DATABASE_FILE}: name a backup folder written by npm run backup`,
    );
  let db: Database.Database;
  try {
    db = new Database(database, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new BackupRefused("backupDamaged", `${database} cannot be opened: ${(error as Error).message}`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma("integrity_check", { simple: true });
    } catch (error) {
      throw new BackupRefused(
        "backupDamaged",
        `${database} is not a readable SQLite database: ${(error as Error).message}`,
      );
    }
    if (integrity !== "ok")
      throw new BackupRefused("backupDamaged", `${database} failed SQLite's integrity check: ${integrity}`);
    const tables = new Set(
      (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (row) => row.name,
      ),
    );
    if (!tables.has("schema_migrations") || SHOP_TABLES.some((table) => !tables.has(table)))
      throw new BackupRefused("backupNotAnArchive", `${database} is not a backup of this shop's database`);
    const { version } = db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as {
      version: number | null;
    };
    const latest = migrations.at(-1)?.version ?? 0;
    if ((version ?? 0) > latest)
      throw new BackupRefused(
        "backupFromNewerRelease",
        `${database} was written by a newer release (schema version ${version}, this one knows ${latest}): upgrade first`,
      );
  } finally {
    db.close();
  }
  return database;
}

/** Moves the database (with its -wal and -shm) and the photos of `from` into the folder `to`. */
function moveData(from: string, to: string) {
  for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`]) {
    if (fs.existsSync(path.join(from, file))) fs.renameSync(path.join(from, file), path.join(to, file));
  }
  if (fs.existsSync(uploadsDirectory(from))) fs.renameSync(uploadsDirectory(from), uploadsDirectory(to));
}

/**
 * Puts the backup in `folder` in place of the shop's data in `dataDir`: the database and every
 * photo. The backup is checked first and a bad one changes nothing; the data it replaces is kept in
 * `dataDir/before-restore-<time>/`, itself a backup, and moved back if the restore fails halfway.
 */
export function restoreBackup(dataDir: string, folder: string, now = new Date()): RestoreResult {
  const source = path.resolve(folder);
  const backupDatabase = checkBackup(source);
  // Held to the end: a server started meanwhile would open the files as they are swapped.
  const lock = lockDataFolderForCommand(dataDir, "restore");
  try {
    return replaceData(dataDir, source, backupDatabase, now);
  } finally {
    lock.release();
  }
}

function replaceData(dataDir: string, source: string, backupDatabase: string, now: Date): RestoreResult {
  const keptIn = path.join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, "-")}`);
  ensurePrivateDir(keptIn);
  moveData(dataDir, keptIn);
  try {
    const database = databasePath(dataDir);
    ensurePrivateFile(database);
    fs.copyFileSync(backupDatabase, database);
    const { photos } = copyUploads(uploadsDirectory(source), uploadsDirectory(dataDir));
    // Opening it brings an older backup's schema up to date, as starting the server would.
    const db = openDatabase(database);
    startNewChangeLog(db);
    const { items } = db.prepare("SELECT COUNT(*) AS items FROM jewelry").get() as { items: number };
    db.close();
    return { keptIn, items, photos };
  } catch (error) {
    for (const file of [DATABASE_FILE, `${DATABASE_FILE}-wal`, `${DATABASE_FILE}-shm`])
      fs.rmSync(path.join(dataDir, file), { force: true });
    fs.rmSync(uploadsDirectory(dataDir), { recursive: true, force: true });
    moveData(keptIn, dataDir);
    fs.rmSync(keptIn, { recursive: true, force: true });
    throw error;
  }
}

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(1)} GB`;

/**
 * Refuses an archive that would not fit beside the shop's data, from its headers alone, before a
 * byte of it is written: a damaged or crafted one must not fill the disk the shop runs on.
 */
async function checkArchiveFits(dataDir: string, backup: string): Promise<void> {
  let unpacked = 0;
  let damage: Error | null = null;
  const countEntry = (entry: { size?: number }) => {
    unpacked += entry.size ?? 0;
  };
  await listTar({ file: backup, onReadEntry: countEntry }).catch((error: Error) => {
    damage = error;
  });
  const { bavail, bsize } = fs.statfsSync(dataDir);
  const room = bavail * bsize;
  if (unpacked > room)
    throw new BackupRefused(
      "backupTooLargeForDisk",
      `${backup} unpacks to ${gigabytes(unpacked)}, more than the ${gigabytes(room)} free beside the shop's data: free some space first`,
    );
  if (damage)
    throw new BackupRefused(
      "backupNotAnArchive",
      `${backup} is not a backup archive: ${(damage as Error).message}`,
    );
}

/**
 * Unpacks a downloaded backup (`shop-<time>.tar.gz`) into a scratch folder made in `beside`, checks
 * it holds one folder, and gives that folder to `use`; the scratch folder goes afterwards.
 */
export async function withUnpackedArchive<T>(
  archive: string,
  beside: string,
  use: (folder: string) => T | Promise<T>,
): Promise<T> {
  await checkArchiveFits(beside, archive);
  const scratch = fs.mkdtempSync(path.join(beside, "restore-"));
  try {
    try {
      // Only folders and files, none reaching outside the scratch folder (tar refuses "..", absolute paths and links out).
      await extractTar({
        file: archive,
        cwd: scratch,
        strict: true,
        filter: (_, entry) => "type" in entry && ["File", "Directory"].includes(entry.type),
      });
    } catch (error) {
      throw new BackupRefused(
        "backupNotAnArchive",
        `${archive} is not a backup archive: ${(error as Error).message}`,
      );
    }
    const folders = fs.readdirSync(scratch);
    if (folders.length !== 1 || !fs.statSync(path.join(scratch, folders[0] ?? "")).isDirectory())
      throw new BackupRefused(
        "backupNotAnArchive",
        `${archive} is not a backup archive: it should hold one backup folder`,
      );
    return await use(path.join(scratch, folders[0] ?? ""));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Restores a backup folder, or a backup downloaded from the admin (`shop-<time>.tar.gz`): the
 * archive is unpacked into a scratch folder beside the data first, then restored like a folder.
 */
export async function restoreBackupFrom(
  dataDir: string,
  backup: string,
  now = new Date(),
): Promise<RestoreResult> {
  if (!fs.existsSync(backup))
    throw new Error(`${backup} does not exist: name a backup folder or a downloaded .tar.gz`);
  if (fs.statSync(backup).isDirectory()) return restoreBackup(dataDir, backup, now);
  return withUnpackedArchive(backup, dataDir, (folder) => restoreBackup(dataDir, folder, now));
}
