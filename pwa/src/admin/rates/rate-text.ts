import type { RateGrade, RateMetal } from "#core/rate-terms";
import type { BoardWarning } from "#core/rates";
import { t } from "../../i18n/admin-catalogue";
import { formatTaka } from "../../i18n/format";

/** Dhaka keeps UTC+6 all year (no daylight saving), so a fixed offset is exact. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A datetime-local value read as Dhaka wall-clock time, as the UTC ISO instant the server stores;
 * null when it is not a real date and time (e.g. 31 February).
 */
export function dhakaLocalToIso(local: string): string | null {
  const match = LOCAL_PATTERN.exec(local);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wallClock);
  // Date.UTC rolls 31 February over into March: a date that moved was never real.
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) {
    return null;
  }
  return new Date(wallClock - DHAKA_OFFSET_MS).toISOString();
}

export const metalName = (metal: RateMetal): string =>
  t(metal === "gold" ? "adminRates.metal.gold" : "adminRates.metal.silver");

/** A grade as the owner reads it: the trade's "22K" in English, "২২ ক্যারেট" and "সনাতন" in Bengali. */
export const gradeName = (grade: RateGrade): string => t(`adminRates.grade.${grade}`);

/** One rate of the board, "Gold 22K" or "স্বর্ণ ২২ ক্যারেট". */
export const rateName = (metal: RateMetal, grade: RateGrade): string =>
  t("adminRates.rate", { metal: metalName(metal), grade: gradeName(grade) });

/** "Gold 22K changes by 12.5 % (from ৳17,400 to ৳19,600)". */
export function describeWarning(warning: BoardWarning): string {
  return t("adminRates.form.warning.bigChange", {
    metal: metalName(warning.metal),
    grade: gradeName(warning.grade),
    percent: warning.percent,
    from: formatTaka(warning.from),
    to: formatTaka(warning.to),
  });
}
