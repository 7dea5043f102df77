import { type Language, LOCALES } from "../language";

/** Day before month, as dates are written in Bangladesh. */
const DATE_OPTIONS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { day: "numeric", month: "short", year: "numeric" },
  // Bengali's short months ("নভে", "সেপ্ট") are clipped words nobody writes; papers and bills write the whole month.
  bn: { day: "numeric", month: "long", year: "numeric" },
};

const TIME_OPTIONS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { hour: "numeric", minute: "2-digit", hour12: true },
  // Bengali tells the hour by the part of the day (ভোর, সকাল, দুপুর, বিকাল, সন্ধ্যা, রাত্রি), not by AM/PM in Latin letters.
  bn: { hour: "numeric", minute: "2-digit", hour12: true, dayPeriod: "short" },
};

/**
 * The one way a moment is written on the site, in the rate board and in the server's messages:
 * "22 Nov 2026, 10:15 AM", or "২২ নভেম্বর ২০২৬, সকাল ১০:১৫". Write it with `writeDateTime` in the same language.
 */
export const dateTimeFormat = (timeZone?: string, language: Language = "en"): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(LOCALES[language], {
    ...DATE_OPTIONS[language],
    ...TIME_OPTIONS[language],
    timeZone,
  });

/** A day without its time: "23 Nov 2026", or "২৩ নভেম্বর ২০২৬". Write it with `writeDate` in the same language. */
export const dateFormat = (timeZone?: string, language: Language = "en"): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat(LOCALES[language], { ...DATE_OPTIONS[language], timeZone });

type Parts = Intl.DateTimeFormatPart[];

const part = (parts: Parts, type: Intl.DateTimeFormatPartTypes): string =>
  parts.find((each) => each.type === type)?.value ?? "";

// Upper-case AM/PM, and plain spaces where ICU puts narrow no-break ones, so every runtime writes the same.
const writeEnglish = (parts: Parts): string =>
  parts
    .map((each) => (each.type === "dayPeriod" ? each.value.toUpperCase() : each.value.replace(/\s/g, " ")))
    .join("");

/**
 * ICU's bn-BD puts a comma after the month and "এ" before the time ("২৩ নভেম্বর, ২০২৬ এ ১০:১৫ সকাল");
 * Bangladeshi papers and shops write "২৩ নভেম্বর ২০২৬, সকাল ১০:১৫", the part of the day first as it
 * is said. Only the pieces come from ICU, so its punctuation cannot change what is shown.
 */
const writeBengaliDate = (parts: Parts): string =>
  `${part(parts, "day")} ${part(parts, "month")} ${part(parts, "year")}`;

const writeBengaliDateTime = (parts: Parts): string =>
  `${writeBengaliDate(parts)}, ${part(parts, "dayPeriod")} ${part(parts, "hour")}:${part(parts, "minute")}`;

export function writeDateTime(
  format: Intl.DateTimeFormat,
  at: string | Date,
  language: Language = "en",
): string {
  const parts = format.formatToParts(new Date(at));
  return language === "bn" ? writeBengaliDateTime(parts) : writeEnglish(parts);
}

export function writeDate(format: Intl.DateTimeFormat, at: string | Date, language: Language = "en"): string {
  const parts = format.formatToParts(new Date(at));
  return language === "bn" ? writeBengaliDate(parts) : writeEnglish(parts);
}
