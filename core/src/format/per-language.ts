import type { Language } from "../language";

/**
 * One formatter per language, built the first time that language writes: a page's first Intl format
 * starts ICU, a long task on a phone, so importing a formatter pays nothing and English pages never
 * build the Bengali one.
 */
export function perLanguage<Formatter>(
  build: (language: Language) => Formatter,
): (language: Language) => Formatter {
  const built: Partial<Record<Language, Formatter>> = {};
  return (language) => {
    built[language] ??= build(language);
    return built[language];
  };
}
