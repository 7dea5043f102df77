import { dateTimeFormat, writeDateTime } from "./date-time-style";

// Built on first use, so a module that imports it and never writes a time pays nothing for it.
let dhakaFormat: Intl.DateTimeFormat | undefined;

/**
 * "22 Nov 2026, 10:15 AM" by the Dhaka clock: the shop's rates and boards change by it, wherever the reader is.
 * Dhaka keeps UTC+6 all year, so the same instant always reads the same.
 */
export function formatDhakaTime(at: string | Date): string {
  dhakaFormat ??= dateTimeFormat("Asia/Dhaka");
  return writeDateTime(dhakaFormat, at);
}
