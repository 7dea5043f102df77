import type { Language } from "../language";
import { dhakaClock, writeDate, writeDateTime } from "./date-time-style";

/**
 * "22 Nov 2026, 10:15 AM" ("২২ নভেম্বর ২০২৬, সকাল ১০:১৫") by the Dhaka clock: the shop's rates and
 * boards change by it, wherever the reader is.
 */
export const formatDhakaTime = (at: string | Date, language: Language = "en"): string =>
  writeDateTime(dhakaClock(at), language);

/** "22 Nov 2026" ("২২ নভেম্বর ২০২৬"): the day by the Dhaka clock, for a rate's date without its hour. */
export const formatDhakaDate = (at: string | Date, language: Language = "en"): string =>
  writeDate(dhakaClock(at), language);

/** The Dhaka calendar's day at `at`, as a date input writes it: "2026-11-22". */
export function dhakaCalendarDay(at: string | Date): string {
  const { year, month, day } = dhakaClock(at);
  return `${year}-${String(month + 1).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
