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

/** The path prefix of each language's pages: none for English, the spec's own addresses. */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: "", bn: "/bn" };

const BENGALI_PATH = /^\/bn(?=\/|$)/i;

/** The language a page's path is in: Bengali under `/bn`, English everywhere else. */
export const languageOfPath = (pathname: string): Language => (BENGALI_PATH.test(pathname) ? "bn" : "en");

/**
 * `pathname` (in either language) as the same page in `language`: "/bn/about" ⇄ "/about", "/bn" ⇄ "/".
 * Leading slashes fold into one: "//host/x" is an address on another site, never a page of this one.
 */
export function pathInLanguage(pathname: string, language: Language): string {
  const page = pathname.replace(BENGALI_PATH, "").replace(/^\/+/, "/") || "/";
  const prefix = LANGUAGE_PREFIX[language];
  if (!prefix) return page;
  return page === "/" ? prefix : `${prefix}${page}`;
}
