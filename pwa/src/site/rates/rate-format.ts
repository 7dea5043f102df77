import { LOCALE } from "../../i18n/messages";

// Built on first use, as core's formatters are: a chart drawn later pays for them, not the page's start.
let dhakaDay: Intl.DateTimeFormat | undefined;
let dhakaMonth: Intl.DateTimeFormat | undefined;

/** A chart's date label by the Dhaka clock: "22 Nov" over a month or a quarter, "Nov 2026" over a year. */
export function formatChartDate(at: number, days: number): string {
  if (days > 90) {
    dhakaMonth ??= new Intl.DateTimeFormat(LOCALE, {
      month: "short",
      year: "numeric",
      timeZone: "Asia/Dhaka",
    });
    return dhakaMonth.format(new Date(at));
  }
  dhakaDay ??= new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", timeZone: "Asia/Dhaka" });
  return dhakaDay.format(new Date(at));
}
