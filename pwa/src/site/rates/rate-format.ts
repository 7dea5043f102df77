import { pageLocale } from "../../i18n/page-language";

// Built on first use per locale, as core's formatters are: a chart drawn later pays for them, not the page's start.
const formats = new Map<string, Intl.DateTimeFormat>();

function dhakaFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = pageLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: "Asia/Dhaka" });
    formats.set(key, format);
  }
  return format;
}

/** A chart's date label by the Dhaka clock: "22 Nov" over a month or a quarter, "Nov 2026" over a year. */
export const formatChartDate = (at: number, days: number): string =>
  dhakaFormat(days > 90 ? { month: "short", year: "numeric" } : { day: "numeric", month: "short" }).format(
    new Date(at),
  );
