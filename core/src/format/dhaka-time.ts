import type { Language } from "../language";
import { dateFormat, dateTimeFormat, writeDate, writeDateTime } from "./date-time-style";
import { perLanguage } from "./per-language";

/** Dhaka keeps UTC+6 all year, so the same instant always reads the same. */
const DHAKA = "Asia/Dhaka";

const dhakaDateTime = perLanguage((language) => dateTimeFormat(DHAKA, language));
const dhakaDate = perLanguage((language) => dateFormat(DHAKA, language));

/**
 * "22 Nov 2026, 10:15 AM" ("২২ নভেম্বর ২০২৬, সকাল ১০:১৫") by the Dhaka clock: the shop's rates and
 * boards change by it, wherever the reader is.
 */
export function formatDhakaTime(at: string | Date, language: Language = "en"): string {
  return writeDateTime(dhakaDateTime(language), at, language);
}

/** "22 Nov 2026" ("২২ নভেম্বর ২০২৬"): the day by the Dhaka clock, for a rate's date without its hour. */
export function formatDhakaDate(at: string | Date, language: Language = "en"): string {
  return writeDate(dhakaDate(language), at, language);
}
