import type { Language } from "../language";
import { dateTimeFormat, writeDateTime } from "./date-time-style";
import { perLanguage } from "./per-language";

const deviceDateTime = perLanguage((language) => dateTimeFormat(undefined, language));

/**
 * "22 Nov 2026, 10:15 AM" by the device's own clock, for what happened on the device (a copy saved, a report
 * made). Its own module because the offline note on every public page needs it, and not the Dhaka clock.
 */
export function formatDeviceTime(at: string | Date, language: Language = "en"): string {
  return writeDateTime(deviceDateTime(language), at, language);
}
