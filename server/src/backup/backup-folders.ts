import fs from "node:fs";
import path from "node:path";
import type { Backup } from "#core/schemas/backups";
import { DATABASE_FILE } from "../db/connection";
import { uploadsDirectory } from "../uploads/upload-store";

/** `shop-2026-11-25T04-00-00-000Z`: the folder names `writeBackup` gives, and nothing else. */
const BACKUP_NAME = /^shop-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/;

export const isBackupName = (name: string) => BACKUP_NAME.test(name);

/** The time in a backup folder's name. */
function createdAt(name: string): string | null {
  const [, date, hours, minutes, seconds, ms] = BACKUP_NAME.exec(name) ?? [];
  return date ? `${date}T${hours}:${minutes}:${seconds}.${ms}Z` : null;
}

const fileSize = (file: string) => fs.statSync(file).size;

/** The database and every photo the folder holds: what a download of it carries. */
function measure(folder: string): { size: number; photos: number } {
  let size = fileSize(path.join(folder, DATABASE_FILE));
  let photos = 0;
  const uploads = uploadsDirectory(folder);
  for (const photo of fs.existsSync(uploads) ? fs.readdirSync(uploads) : []) {
    photos += 1;
    for (const file of fs.readdirSync(path.join(uploads, photo)))
      size += fileSize(path.join(uploads, photo, file));
  }
  return { size, photos };
}

/** A backup by its folder's name and the time in it: enough to keep or prune it, without reading its files. */
export type BackupStamp = Pick<Backup, "name" | "createdAt">;

/** A backup's name with the time in it, for names that `isBackupName` took. */
export const backupStamp = (name: string): BackupStamp => ({ name, createdAt: createdAt(name) ?? "" });

/** The backups in the backups folder by name, newest first; none when the folder is not there (yet). */
export function backupStamps(root: string): BackupStamp[] {
  let names: string[];
  try {
    names = fs.readdirSync(root).filter(isBackupName);
  } catch (error) {
    // None made yet, or the folder's place taken by a file (which the next backup reports).
    if (["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) return [];
    throw error;
  }
  return names.sort().reverse().map(backupStamp);
}

/** One backup with its size and photos, or null when it has no database (yet, or any more). */
export function measuredBackup(root: string, { name, createdAt }: BackupStamp): Backup | null {
  try {
    return { name, createdAt, ...measure(path.join(root, name)) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return null;
  }
}

/**
 * The finished backups with their sizes, newest first, for the owner to read. A folder still being
 * written (no database yet) or removed meanwhile is left out.
 */
export const listBackups = (root: string): Backup[] =>
  backupStamps(root).flatMap((stamp) => measuredBackup(root, stamp) ?? []);
