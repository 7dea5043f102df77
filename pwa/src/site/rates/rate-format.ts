import { dhakaClock, writeShortDay, writeShortMonth } from "#core/format/date-time-style";
import { pageLanguage } from "../../i18n/page-language";

/** A chart's date label by the Dhaka clock: "22 Nov" over a month or a quarter, "Nov 2026" over a year. */
export const formatChartDate = (at: number, days: number): string =>
  (days > 90 ? writeShortMonth : writeShortDay)(dhakaClock(new Date(at)), pageLanguage());
