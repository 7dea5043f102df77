import type { Database } from "better-sqlite3";

export type FlagsRepository = ReturnType<typeof createFlagsRepository>;

/**
 * Facts about this database's life, such as whether the sample catalogue was ever seeded, and the
 * server's own settings that visitors never read (how many backups are kept).
 */
export function createFlagsRepository(db: Database) {
  const statements = {
    get: db.prepare<[string], { value: string }>("SELECT value FROM app_flags WHERE key = ?"),
    setOnce: db.prepare<[string, string]>(
      "INSERT INTO app_flags (key, value) VALUES (?, ?) ON CONFLICT DO NOTHING",
    ),
    set: db.prepare<[string, string]>(
      "INSERT INTO app_flags (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    ),
    remove: db.prepare<[string]>("DELETE FROM app_flags WHERE key = ?"),
  };
  return {
    get: (key: string): string | null => statements.get.get(key)?.value ?? null,
    /** True when this call set the flag, false when it was already set. */
    setOnce: (key: string, value: string): boolean => statements.setOnce.run(key, value).changes === 1,
    set: (key: string, value: string): void => {
      statements.set.run(key, value);
    },
    remove: (key: string): void => {
      statements.remove.run(key);
    },
  };
}
