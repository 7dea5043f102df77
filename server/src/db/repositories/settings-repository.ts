import type { Database } from "better-sqlite3";
import type { SettingsSection, WebsiteSettings } from "#core/schemas/settings";
import { settingsSectionSchemas } from "#core/schemas/settings";
import { settingsDefaults } from "#core/settings-defaults";
import { showroomsOf } from "#core/showrooms";

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Stored values over the defaults, key by key, so a field added in a later release gets its default. */
export function mergeOver(base: unknown, override: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(override)) return override === undefined ? base : override;
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) merged[key] = mergeOver(base[key], value);
  return merged;
}

/**
 * What a stored section is read over. The default Bengali texts translate the default English ones,
 * not what the owner wrote since: a section saved before it had Bengali texts reads as English in
 * Bengali (ADR 021) until the owner writes them. Likewise the sample showrooms: a contact section
 * saved before the list existed is read as the one showroom its own fields describe (ADR 043).
 */
function defaultsUnder(section: SettingsSection): unknown {
  const defaults: unknown = settingsDefaults[section];
  if (!isPlainObject(defaults)) return defaults;
  const { bn: _translatesTheDefaults, showrooms: _describeTheDefaults, ...english } = defaults;
  return english;
}

export function createSettingsRepository(db: Database, now: () => Date) {
  const statements = {
    all: db.prepare<[], { section: string; value: string }>("SELECT section, value FROM settings"),
    any: db.prepare<[], { found: number }>("SELECT EXISTS (SELECT 1 FROM settings) AS found"),
    lastSaved: db.prepare<[], { at: string | null }>("SELECT MAX(updated_at) AS at FROM settings"),
    upsert: db.prepare<
      [string, string, string]
    >(`INSERT INTO settings (section, value, updated_at) VALUES (?, ?, ?)
      ON CONFLICT (section) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`),
  };

  return {
    /** Every section, stored values merged over the defaults; a stored value that no longer validates is ignored. */
    get(): WebsiteSettings {
      const settings: Record<string, unknown> = { ...settingsDefaults };
      for (const row of statements.all.all()) {
        if (!Object.hasOwn(settingsSectionSchemas, row.section)) continue;
        const section = row.section as SettingsSection;
        const parsed = settingsSectionSchemas[section].safeParse(
          mergeOver(defaultsUnder(section), JSON.parse(row.value)),
        );
        if (parsed.success) settings[section] = parsed.data;
      }
      const read = settings as WebsiteSettings;
      // Every answer lists the showrooms, so a client never has to make them out of the spec's fields.
      return { ...read, contactUs: { ...read.contactUs, showrooms: showroomsOf(read.contactUs) } };
    },
    /** True until the first section is saved: every value shown is still a default. */
    isEmpty: (): boolean => statements.any.get()?.found === 0,
    /** When any section was last saved; null while every value is still a default. */
    lastSavedAt: (): string | null => statements.lastSaved.get()?.at ?? null,
    save<S extends SettingsSection>(section: S, value: WebsiteSettings[S]): void {
      statements.upsert.run(section, JSON.stringify(value), now().toISOString());
    },
  };
}
