import { perLanguage } from "#core/format/per-language";
import { LOCALES } from "#core/language";
import { pageLanguage } from "../../i18n/page-language";

// Built on first use per language, as core's formatters are: a chart drawn later pays for them, not the page's start.
const dhakaDay = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(LOCALES[language], { day: "numeric", month: "short", timeZone: "Asia/Dhaka" }),
);
const dhakaMonth = perLanguage(
  (language) =>
    new Intl.DateTimeFormat(LOCALES[language], { month: "short", year: "numeric", timeZone: "Asia/Dhaka" }),
);

/** A chart's date label by the Dhaka clock: "22 Nov" over a month or a quarter, "Nov 2026" over a year. */
export const formatChartDate = (at: number, days: number): string =>
  (days > 90 ? dhakaMonth : dhakaDay)(pageLanguage()).format(new Date(at));
