import fs from "node:fs";
import Database from "better-sqlite3";
import { backupsDirectory, writeBackup } from "../backup/write-backup";
import { loadConfig } from "../config";
import { databasePath } from "../db/connection";
import { uploadsDirectory } from "../uploads/upload-store";

async function backup(target: string | undefined) {
  const { DATA_DIR } = loadConfig();
  const source = databasePath(DATA_DIR);
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const db = new Database(source, { readonly: true, fileMustExist: true });
  try {
    const source = { db, uploadsDir: uploadsDirectory(DATA_DIR), backupsDir: backupsDirectory(DATA_DIR) };
    const { folder, photos } = await writeBackup(source, target);
    process.stdout.write(`Backup written to ${folder} (the database and ${photos} photos)\n`);
  } finally {
    db.close();
  }
}

backup(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
