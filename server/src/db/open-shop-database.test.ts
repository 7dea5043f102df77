import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { restoreBackup } from "../backup/restore-backup";
import { databasePath } from "./connection";
import { LATEST_SCHEMA_VERSION, migrate, schemaVersion } from "./migrate";
import { migrations } from "./migrations/index";
import { openShopDatabase } from "./open-shop-database";

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-open-"));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A database as the release before this one left it, with a message and a photo. */
function writtenByThePreviousRelease() {
  const db = new Database(databasePath(dataDir));
  migrate(db, migrations.slice(0, -1));
  db.prepare(
    "INSERT INTO contact_messages (id, first_name, last_name, phone, message, created_at) VALUES ('m1', 'Rahima', 'Khatun', '01711234567', 'Hello', '2026-11-01T00:00:00Z')",
  ).run();
  db.close();
  fs.mkdirSync(path.join(dataDir, "uploads", "0123456789abcdef0123456789abcdef"), { recursive: true });
  fs.writeFileSync(path.join(dataDir, "uploads", "0123456789abcdef0123456789abcdef", "750.jpg"), "photo");
}

describe("opening the shop's database", () => {
  it("backs up a database an older release wrote, whole, before bringing it up to date", async () => {
    writtenByThePreviousRelease();
    const now = new Date("2026-11-26T10:00:00.000Z");
    const { db, upgrade } = await openShopDatabase(dataDir, now);
    expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
    db.close();

    const kept = path.join(dataDir, "before-upgrade-2026-11-26T10-00-00-000Z");
    expect(upgrade).toEqual({ from: LATEST_SCHEMA_VERSION - 1, to: LATEST_SCHEMA_VERSION, backup: kept });
    const copy = new Database(databasePath(kept), { readonly: true });
    expect(schemaVersion(copy)).toBe(LATEST_SCHEMA_VERSION - 1);
    expect(copy.prepare("SELECT first_name FROM contact_messages").pluck().all()).toEqual(["Rahima"]);
    copy.close();
    expect(
      fs.readFileSync(path.join(kept, "uploads", "0123456789abcdef0123456789abcdef", "750.jpg"), "utf8"),
    ).toBe("photo");
    expect(fs.statSync(kept).mode & 0o777).toBe(0o700);

    // Going back: that backup restores like any other.
    expect(restoreBackup(dataDir, kept).items).toBe(0);
  });

  it("makes no backup for a new database or one already up to date", async () => {
    const first = await openShopDatabase(dataDir);
    first.db.close();
    const again = await openShopDatabase(dataDir);
    again.db.close();
    expect([first.upgrade, again.upgrade]).toEqual([null, null]);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith("before-upgrade-"))).toEqual([]);
  });
});
