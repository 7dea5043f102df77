import { PAGE_NAMES } from "#core/page-names";

/** The showroom display (/gold-rates/display): a TV's words, few and large. */
export const ratesDisplay = {
  "ratesDisplay.title": PAGE_NAMES.en.goldRatesDisplay,
  "ratesDisplay.heading": "Today's rate",
  "ratesDisplay.perVori": "Per vori (11.664\u00a0g)",
  "ratesDisplay.since": "In effect since {time} (Dhaka time)",
  "ratesDisplay.offlineSince": "Offline since {time}: showing the last rates received",
  "ratesDisplay.fullScreen": "Full screen",
  "ratesDisplay.failed": "The rates could not be loaded. This screen tries again by itself.",
} as const;
