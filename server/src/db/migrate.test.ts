import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "./connection";
import { migrate } from "./migrate";
import { migrations } from "./migrations/index";
import { createJewelryRepository } from "./repositories/jewelry-repository";

const nextVersion = (migrations.at(-1)?.version ?? 0) + 1;

describe("migrations", () => {
  const dirs: string[] = [];
  const tempFile = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-migrate-"));
    dirs.push(dir);
    return path.join(dir, "shop.sqlite");
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("creates the schema on a new database in WAL mode, and applies nothing twice", () => {
    const file = tempFile();
    const db = openDatabase(file);
    expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
    db.prepare("INSERT INTO app_flags (key, value) VALUES ('kept', 'yes')").run();
    db.close();
    const reopened = openDatabase(file);
    expect(migrate(reopened)).toBe(0);
    expect(reopened.prepare("SELECT value FROM app_flags WHERE key = 'kept'").get()).toEqual({
      value: "yes",
    });
    expect(reopened.prepare("SELECT COUNT(*) AS n FROM schema_migrations").get()).toEqual({
      n: migrations.length,
    });
    reopened.close();
  });

  it("brings an existing database forward and keeps its data", () => {
    const db = new Database(tempFile());
    migrate(db);
    db.prepare("INSERT INTO app_flags (key, value) VALUES ('before', '1')").run();
    const next = [
      ...migrations,
      { version: nextVersion, name: "add-note", sql: "ALTER TABLE app_flags ADD COLUMN note TEXT" },
    ];
    expect(migrate(db, next)).toBe(1);
    expect(db.prepare("SELECT key, value, note FROM app_flags").all()).toEqual([
      { key: "before", value: "1", note: null },
    ]);
    db.close();
  });

  it("rolls a failed migration back entirely", () => {
    const db = new Database(tempFile());
    migrate(db);
    const broken = [
      ...migrations,
      {
        version: nextVersion,
        name: "half",
        sql: "CREATE TABLE half_done (id INTEGER); SELECT * FROM missing_table;",
      },
    ];
    expect(() => migrate(db, broken)).toThrow(/missing_table/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
    expect(db.prepare("SELECT MAX(version) AS v FROM schema_migrations").get()).toEqual({
      v: nextVersion - 1,
    });
    db.close();
  });

  it("gives items from before Bengali texts blank ones, which the item then reads as", () => {
    const db = new Database(tempFile());
    migrate(
      db,
      migrations.filter((migration) => migration.version < 4),
    );
    db.prepare(
      `INSERT INTO jewelry (id, name, description, category, metal, purity, weight, image_url, created_at, updated_at)
       VALUES ('old', 'Old Ring', 'Kept.', 'Ring', 'Gold', '22K', 4, '/r.svg', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
    ).run();
    expect(migrate(db)).toBe(migrations.length - 3);
    const jewelry = createJewelryRepository(db, () => new Date("2026-01-01T00:00:00.000Z"));
    expect(jewelry.find("old")).toMatchObject({
      name: "Old Ring",
      bn: { name: "", description: "" },
      // From before estimates too: the piece follows the shop, at its minimum making charge.
      estimate: "shop",
      makingCharge: null,
      stoneValue: null,
    });
    expect(jewelry.update("old", { bn: { name: "পুরোনো আংটি" } })?.bn).toEqual({
      name: "পুরোনো আংটি",
      description: "",
    });
    db.close();
  });

  it("numbers items from before the change log one by one, and numbers each later write after them", () => {
    const db = new Database(tempFile());
    migrate(
      db,
      migrations.filter((migration) => migration.version < 8),
    );
    const insert = db.prepare(
      `INSERT INTO jewelry (id, name, description, category, metal, purity, weight, image_url, created_at, updated_at)
       VALUES (?, 'Old Ring', 'Kept.', 'Ring', 'Gold', '22K', 4, '/r.svg', '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`,
    );
    for (const id of ["a", "b", "c"]) insert.run(id);
    migrate(db);
    const jewelry = createJewelryRepository(db, () => new Date("2026-01-01T00:00:00.000Z"));
    const { cursor, complete, items } = jewelry.changesSince(undefined);
    expect(complete).toBe(true);
    expect(items.map((item) => item._id)).toEqual(["a", "b", "c"]);
    jewelry.update("b", { featured: true });
    expect(jewelry.changesSince(cursor)).toMatchObject({
      complete: false,
      items: [{ _id: "b" }],
      removed: [],
    });
    db.close();
  });

  it("refuses a database newer than this release", () => {
    const file = tempFile();
    const db = openDatabase(file);
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', '')").run();
    db.close();
    expect(() => openDatabase(file)).toThrow(/schema version 99, newer than this release/);
  });
});
