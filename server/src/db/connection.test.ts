import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadOrCreateSecret, SECRET_FILE } from "../auth/secret";
import { DATABASE_FILE, databasePath, openDatabase } from "./connection";

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe("the data folder", () => {
  let root: string;
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });
  const fresh = () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "shop-data-"));
    return path.join(root, "data");
  };

  it("is created readable by its owner only, with the database, its -wal and -shm and the secret", () => {
    const dataDir = fresh();
    const db = openDatabase(databasePath(dataDir));
    db.prepare("INSERT INTO app_flags (key, value) VALUES ('written', '1')").run();
    loadOrCreateSecret(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
    const files = fs.readdirSync(dataDir).sort();
    expect(files).toEqual(
      [DATABASE_FILE, `${DATABASE_FILE}-shm`, `${DATABASE_FILE}-wal`, SECRET_FILE].sort(),
    );
    for (const file of files) expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
    db.close();
  });

  it("is tightened when an earlier release left it readable by everyone", () => {
    const dataDir = fresh();
    openDatabase(databasePath(dataDir)).close();
    loadOrCreateSecret(dataDir);
    fs.chmodSync(dataDir, 0o755);
    for (const file of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, file), 0o644);

    const db = openDatabase(databasePath(dataDir));
    loadOrCreateSecret(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    for (const file of fs.readdirSync(dataDir))
      expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
    db.close();
  });
});
