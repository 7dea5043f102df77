/**
 * The site's languages. English is the spec's and keeps the site's own paths; Bengali has the same
 * pages under `/bn`, so each language has addresses of its own for links, search engines and previews.
 */
export const LANGUAGES = ["en", "bn"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/**
 * Intl's locale per language. Indian English writes taka with lakh grouping in Western digits
 * (2,28,614); Bangladeshi Bengali writes Bengali digits with the same grouping (২,২৮,৬১৪).
 */
export const LOCALES: Record<Language, string> = { en: "en-IN", bn: "bn-BD" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
