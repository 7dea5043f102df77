import { LOCALE } from "../../i18n/messages";

const taka = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** "৳2,28,614": the taka sign and lakh grouping, as prices are written in Bangladesh. */
export const formatTaka = (amount: number): string => `৳${taka.format(amount)}`;

const dhakaTime = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  hour12: true,
  timeZone: "Asia/Dhaka",
});

/** "22 Nov 2026, 10:15 AM": rates change by the Dhaka clock, wherever the visitor is. */
export const formatDhakaTime = (iso: string): string =>
  dhakaTime
    .formatToParts(new Date(iso))
    // Upper-case AM/PM, and plain spaces where ICU puts narrow no-break ones.
    .map((part) => (part.type === "dayPeriod" ? part.value.toUpperCase() : part.value.replace(/\s/g, " ")))
    .join("");

const localTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short" });

export const formatLocalTime = (iso: string): string => localTime.format(new Date(iso));

const dhakaDay = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", timeZone: "Asia/Dhaka" });
const dhakaMonth = new Intl.DateTimeFormat(LOCALE, {
  month: "short",
  year: "numeric",
  timeZone: "Asia/Dhaka",
});

/** A chart's date label: "22 Nov" over a month or a quarter, "Nov 2026" over a year. */
export const formatChartDate = (at: number, days: number): string =>
  (days > 90 ? dhakaMonth : dhakaDay).format(new Date(at));
