import { LANGUAGE_PREFIX, type Language } from "#core/language";

/** The router's basename for a page in `language`: its pages' prefix, none for English (ADR 021). */
export const routerBasename = (language: Language): string | undefined =>
  LANGUAGE_PREFIX[language] || undefined;
