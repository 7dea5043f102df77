import { backupTimeOf, DAILY_BACKUP_ACTOR } from "#core/backup-names";
import { perLanguage } from "#core/format/per-language";
import { LOCALES } from "#core/language";
import type { ActivityEntry } from "#core/schemas/activity";
import { t } from "../../i18n/admin-catalogue";
import { formatDhakaTime } from "../../i18n/format";
import { pageLanguage } from "../../i18n/page-language";

/**
 * One audit entry as a sentence: "owner updated the Home Page settings". A backup is named by when
 * it was made, and the server's own daily one as such, not by its folder's name.
 */
export function describeActivity(entry: ActivityEntry): string {
  const backupTime = entry.action.startsWith("backup.") ? backupTimeOf(entry.entityName) : null;
  const name = backupTime ? formatDhakaTime(backupTime.toISOString()) : entry.entityName;
  if (entry.action === "backup.made" && entry.actor === DAILY_BACKUP_ACTOR)
    return t("adminDashboard.activity.backup.made-daily", { name });
  return t(`adminDashboard.activity.${entry.action}`, { actor: entry.actor, name });
}

const relativeFormat = perLanguage(
  (language) => new Intl.RelativeTimeFormat(LOCALES[language], { numeric: "auto" }),
);

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

/** "5 minutes ago", "yesterday", "now" ("৫ মিনিট আগে" in Bengali): the largest whole unit that fits. */
export function relativeTime(iso: string, now: number): string {
  const seconds = (new Date(iso).getTime() - now) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size)
      return relativeFormat(pageLanguage()).format(Math.trunc(seconds / size), unit);
  }
  return relativeFormat(pageLanguage()).format(Math.trunc(seconds), "second");
}
