import { LOCALE } from "../../i18n/messages";

const dhakaDay = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", timeZone: "Asia/Dhaka" });
const dhakaMonth = new Intl.DateTimeFormat(LOCALE, {
  month: "short",
  year: "numeric",
  timeZone: "Asia/Dhaka",
});

/** A chart's date label by the Dhaka clock: "22 Nov" over a month or a quarter, "Nov 2026" over a year. */
export const formatChartDate = (at: number, days: number): string =>
  (days > 90 ? dhakaMonth : dhakaDay).format(new Date(at));
