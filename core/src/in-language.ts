import type { Language } from "./language";

/** A section or an item as a page in one language reads it: its texts chosen, no `bn` left to misread. */
export type InLanguage<T> = Omit<T, "bn">;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Each Bengali text that is not blank over its English one; groups are read the same way, deeply. */
function overlay(
  english: Record<string, unknown>,
  bengali: Record<string, unknown>,
): Record<string, unknown> {
  const read: Record<string, unknown> = { ...english };
  for (const [key, value] of Object.entries(english)) {
    const companion = bengali[key];
    if (typeof value === "string") {
      if (typeof companion === "string" && companion.trim() !== "") read[key] = companion;
    } else if (isPlainObject(value) && isPlainObject(companion)) {
      read[key] = overlay(value, companion);
    }
  }
  return read;
}

/**
 * A settings section or a jewellery item in `language` (ADR 021): in Bengali, each Bengali text that
 * is not blank, and the English one otherwise, so a page never shows an empty space where the owner
 * wrote English only. A copy saved before texts had companions has no `bn` and reads as English.
 */
export function inLanguage<T extends object>(texts: T, language: Language): InLanguage<T> {
  const { bn, ...english } = texts as T & { bn?: unknown };
  if (language === "en" || !isPlainObject(bn)) return english;
  return overlay(english, bn) as InLanguage<T>;
}
