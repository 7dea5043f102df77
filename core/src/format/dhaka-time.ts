import { FORMAT_LOCALE } from "./locale";

const style: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
};

const writer = (format: Intl.DateTimeFormat) => (at: string | Date) =>
  format
    .formatToParts(new Date(at))
    // Upper-case AM/PM, and plain spaces where ICU puts narrow no-break ones, so every runtime writes the same.
    .map((part) => (part.type === "dayPeriod" ? part.value.toUpperCase() : part.value.replace(/\s/g, " ")))
    .join("");

/**
 * "22 Nov 2026, 10:15 AM" by the Dhaka clock: the shop's rates and boards change by it, wherever the reader is.
 * Dhaka keeps UTC+6 all year, so the same instant always reads the same.
 */
export const formatDhakaTime = writer(
  new Intl.DateTimeFormat(FORMAT_LOCALE, { ...style, timeZone: "Asia/Dhaka" }),
);

/** The same style by the device's own clock, for what happened on the device (a copy saved, a report made). */
export const formatDeviceTime = writer(new Intl.DateTimeFormat(FORMAT_LOCALE, style));
