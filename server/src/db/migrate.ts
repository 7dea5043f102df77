import type { Database } from "better-sqlite3";
import { migrations as releasedMigrations } from "./migrations/index";

type Migration = (typeof releasedMigrations)[number];

/** The newest schema version this release knows. */
export const LATEST_SCHEMA_VERSION = releasedMigrations.at(-1)?.version ?? 0;

/** The schema version a database is at: 0 for one that never ran a migration. */
export function schemaVersion(db: Database): number {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  if (!table) return 0;
  return (
    (db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as { version: number | null })
      .version ?? 0
  );
}

/**
 * Brings the database up to date in one transaction, so a failed migration leaves it as it was.
 * A database written by a newer release is refused rather than risked.
 */
export function migrate(db: Database, migrations: readonly Migration[] = releasedMigrations): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    INTEGER PRIMARY KEY,
    name       TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const current =
    (db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as { version: number | null })
      .version ?? 0;
  const latest = migrations.at(-1)?.version ?? 0;
  if (current > latest) {
    throw new Error(
      `The database is at schema version ${current}, newer than this release (${latest}): run the newer release, or restore the copy it made before it upgraded (DATA_DIR/before-upgrade-<time>) with npm run admin -- restore`,
    );
  }
  const pending = migrations.filter((migration) => migration.version > current);
  const record = db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  db.transaction(() => {
    for (const migration of pending) {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    }
  })();
  return pending.length;
}
