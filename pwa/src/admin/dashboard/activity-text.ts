import { perLanguage } from "#core/format/per-language";
import { LOCALES } from "#core/language";
import type { ActivityEntry } from "#core/schemas/activity";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";

/** One audit entry as a sentence: "owner updated the Home Page settings". */
export const describeActivity = (entry: ActivityEntry): string =>
  t(`adminDashboard.activity.${entry.action}`, { actor: entry.actor, name: entry.entityName });

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
