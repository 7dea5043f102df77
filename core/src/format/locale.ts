/**
 * Numbers and dates are written the way they are in Bangladesh: en-IN gives lakh grouping (2,28,614) and
 * day-month-year dates. The PWA's i18n uses the same locale for its texts.
 */
export const FORMAT_LOCALE = "en-IN";
