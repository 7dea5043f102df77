import type { Language } from "../language";
import { localDigits } from "./number";

/**
 * The one way a moment is written on the site, in the rate board and in the server's messages:
 * "22 Nov 2026, 10:15 AM", or "২২ নভেম্বর ২০২৬, সকাল ১০:১৫", day before month as dates are written
 * in Bangladesh. Written here from CLDR's words for en-IN and bn-BD rather than by Intl: a page's
 * first Intl date starts ICU, a long task on a phone, and the server and every browser then write
 * the same words whatever ICU they carry.
 */

/** A moment as a clock on a wall reads it: month from 0. */
export interface ClockReading {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** Dhaka keeps UTC+6 all year (no summer time since 2009), so the same instant always reads the same. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

export function dhakaClock(at: string | Date): ClockReading {
  const shifted = new Date(new Date(at).getTime() + DHAKA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

/** By the device's own clock and time zone. */
export function deviceClock(at: string | Date): ClockReading {
  const moment = new Date(at);
  return {
    year: moment.getFullYear(),
    month: moment.getMonth(),
    day: moment.getDate(),
    hour: moment.getHours(),
    minute: moment.getMinutes(),
  };
}

const MONTHS: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  // Bengali's short months ("নভে", "সেপ") are clipped words nobody writes; papers and bills write the whole month.
  bn: [
    "জানুয়ারি",
    "ফেব্রুয়ারি",
    "মার্চ",
    "এপ্রিল",
    "মে",
    "জুন",
    "জুলাই",
    "আগস্ট",
    "সেপ্টেম্বর",
    "অক্টোবর",
    "নভেম্বর",
    "ডিসেম্বর",
  ],
};

/** A chart's axis has room for short months only: CLDR's, as a date writes them ("২২ নভে"). */
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: MONTHS.en,
  bn: ["জানু", "ফেব", "মার্চ", "এপ্রি", "মে", "জুন", "জুল", "আগ", "সেপ", "অক্টো", "নভে", "ডিসে"],
};

/** Bengali tells the hour by the part of the day, as CLDR's Bengali day periods divide it. */
function bengaliDayPeriod(hour: number): string {
  if (hour < 4) return "রাত্রি";
  if (hour < 6) return "ভোর";
  if (hour < 12) return "সকাল";
  if (hour < 16) return "দুপুর";
  if (hour < 18) return "বিকাল";
  if (hour < 20) return "সন্ধ্যা";
  return "রাত্রি";
}

const clockTime = ({ hour, minute }: ClockReading) => `${hour % 12 || 12}:${String(minute).padStart(2, "0")}`;

/** "23 Nov 2026", or "২৩ নভেম্বর ২০২৬". */
export const writeDate = (clock: ClockReading, language: Language = "en"): string =>
  localDigits(`${clock.day} ${MONTHS[language][clock.month]} ${clock.year}`, language);

/** "22 Nov 2026, 10:15 AM", or "২২ নভেম্বর ২০২৬, সকাল ১০:১৫": the part of the day first, as it is said. */
export const writeDateTime = (clock: ClockReading, language: Language = "en"): string =>
  language === "bn"
    ? `${writeDate(clock, language)}, ${bengaliDayPeriod(clock.hour)} ${localDigits(clockTime(clock), language)}`
    : `${writeDate(clock, language)}, ${clockTime(clock)} ${clock.hour < 12 ? "AM" : "PM"}`;

/** "22 Nov", or "২২ নভে": a day on a chart's axis. */
export const writeShortDay = (clock: ClockReading, language: Language = "en"): string =>
  localDigits(`${clock.day} ${SHORT_MONTHS[language][clock.month]}`, language);

/** "Nov 2026", or "নভে ২০২৬": a month on a chart's axis. */
export const writeShortMonth = (clock: ClockReading, language: Language = "en"): string =>
  localDigits(`${SHORT_MONTHS[language][clock.month]} ${clock.year}`, language);
