import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databasePath, openDatabase } from "../db/connection";
import { lockDataFolder } from "../db/data-folder-lock";
import { createRepositories } from "../db/repositories";
import { restoreBackup } from "./restore-backup";
import { writeBackup } from "./write-backup";

const message = (firstName: string) => ({
  firstName,
  lastName: "Khatun",
  phone: "01711234567",
  message: "Call me",
});

describe("restoring a backup", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-restore-"));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Opens the shop's database for one change or reading, and closes it, as a stopped server leaves it. */
  const withShop = <T>(use: (repos: ReturnType<typeof createRepositories>) => T): T => {
    const db = openDatabase(databasePath(dataDir));
    try {
      return use(createRepositories(db, () => new Date()));
    } finally {
      db.close();
    }
  };
  const senders = () =>
    withShop((repos) =>
      repos.messages
        .list()
        .map((m) => m.firstName)
        .sort(),
    );
  const photoFolder = () => path.join(dataDir, "uploads", "0123456789abcdef0123456789abcdef");
  const photo = (name: string) => path.join(photoFolder(), name);
  const keptFolders = () => fs.readdirSync(dataDir).filter((name) => name.startsWith("before-restore-"));

  /** A shop with two messages and a photo, backed up; then a third message and the photo gone. */
  async function backUpThenChange() {
    withShop((repos) => {
      repos.messages.create(message("Rahima"), null);
      repos.messages.create(message("Nasrin"), null);
    });
    fs.mkdirSync(photoFolder(), { recursive: true });
    fs.writeFileSync(photo("800.jpg"), "a photo");
    const db = openDatabase(databasePath(dataDir));
    const { folder } = await writeBackup({
      db,
      uploadsDir: path.join(dataDir, "uploads"),
      backupsDir: path.join(dataDir, "backups"),
    }).finally(() => db.close());
    withShop((repos) => repos.messages.create(message("Karim"), null));
    fs.rmSync(photoFolder(), { recursive: true });
    return folder;
  }

  it("brings back the database and the photos as they were, keeping what it replaced", async () => {
    const backup = await backUpThenChange();
    expect(senders()).toEqual(["Karim", "Nasrin", "Rahima"]);
    const catalogueLog = () =>
      withShop((repos) => repos.jewelry.changesSince(undefined).cursor.split(".")[0]);
    const logBefore = catalogueLog();

    const result = restoreBackup(dataDir, backup, new Date("2026-11-25T04:00:00.000Z"));
    expect(senders()).toEqual(["Nasrin", "Rahima"]);
    // Devices' cursors name the replaced database's log: the restored one starts a log of its own.
    expect(catalogueLog()).not.toBe(logBefore);
    expect(fs.readFileSync(photo("800.jpg"), "utf8")).toBe("a photo");
    expect(result).toMatchObject({ items: 0, photos: 1 });

    // What was replaced is itself a backup: restoring it undoes the restore.
    expect(result.keptIn).toBe(path.join(dataDir, "before-restore-2026-11-25T04-00-00-000Z"));
    restoreBackup(dataDir, result.keptIn);
    expect(senders()).toEqual(["Karim", "Nasrin", "Rahima"]);
    expect(fs.existsSync(photo("800.jpg"))).toBe(false);
  });

  it("brings back only the photos' own files, never a link a crafted backup carries", async () => {
    const backup = await backUpThenChange();
    const secret = path.join(dataDir, "outside.txt");
    fs.writeFileSync(secret, "not a photo");
    const backupPhoto = path.join(backup, "uploads", "0123456789abcdef0123456789abcdef");
    fs.symlinkSync(secret, path.join(backupPhoto, "400.jpg"));
    fs.symlinkSync(backupPhoto, path.join(backup, "uploads", "fedcba9876543210fedcba9876543210"));

    restoreBackup(dataDir, backup);
    expect(fs.readdirSync(photoFolder())).toEqual(["800.jpg"]);
    expect(fs.readdirSync(path.join(dataDir, "uploads")).sort()).toEqual([
      "0123456789abcdef0123456789abcdef",
    ]);
  });

  it.each([
    [
      "a file that is no database",
      (database: string) => fs.writeFileSync(database, "these are not the shop's data".repeat(200)),
      /is not a readable SQLite database|cannot be opened/,
    ],
    [
      "a damaged database",
      (database: string) => {
        // Scribbles over the head of the messages' page: SQLite's integrity check finds it.
        const db = new Database(database, { readonly: true });
        const { rootpage } = db
          .prepare("SELECT rootpage FROM sqlite_master WHERE name = 'contact_messages'")
          .get() as { rootpage: number };
        const pageSize = db.pragma("page_size", { simple: true }) as number;
        db.close();
        const bytes = fs.readFileSync(database);
        bytes.fill(0xff, (rootpage - 1) * pageSize, (rootpage - 1) * pageSize + 12);
        fs.writeFileSync(database, bytes);
      },
      /failed SQLite's integrity check|is not a readable SQLite database/,
    ],
    [
      "another program's database",
      (database: string) => {
        fs.rmSync(database);
        const other = new Database(database);
        other.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)");
        other.close();
      },
      /is not a backup of this shop's database/,
    ],
    [
      "a newer release's database",
      (database: string) => {
        const newer = new Database(database);
        newer
          .prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'later', '')")
          .run();
        newer.close();
      },
      /was written by a newer release \(schema version 999/,
    ],
    ["a folder with no database", (database: string) => fs.rmSync(database), /holds no shop\.sqlite/],
  ])("refuses %s and changes nothing", async (_, spoil, refusal) => {
    const backup = await backUpThenChange();
    spoil(path.join(backup, "shop.sqlite"));
    expect(() => restoreBackup(dataDir, backup)).toThrow(refusal);
    expect(senders()).toEqual(["Karim", "Nasrin", "Rahima"]);
    expect(keptFolders()).toEqual([]);
  });

  it("refuses while the server is running, and goes ahead once it has stopped", async () => {
    const backup = await backUpThenChange();
    const lock = lockDataFolder(dataDir, "server");
    expect(() => restoreBackup(dataDir, backup)).toThrow(
      `${dataDir} is in use by the server (process ${process.pid}): stop it, then run this again`,
    );
    expect(senders()).toEqual(["Karim", "Nasrin", "Rahima"]);
    lock.release();
    restoreBackup(dataDir, backup);
    expect(senders()).toEqual(["Nasrin", "Rahima"]);
  });
});
