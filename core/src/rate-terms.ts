/**
 * The rate board's fixed words, apart from the schemas that check them: a page that only shows the
 * rates reads these without loading zod.
 */
export const RATE_METALS = ["gold", "silver"] as const;
/** Purest first: the order of every board and the order the grade rule checks. */
export const RATE_GRADES = ["22K", "21K", "18K", "Traditional"] as const;
/** The spans the rate history can be asked for, in days. */
export const RATE_HISTORY_DAYS = [30, 90, 365] as const;

export type RateMetal = (typeof RATE_METALS)[number];
export type RateGrade = (typeof RATE_GRADES)[number];
