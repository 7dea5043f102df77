/**
 * The catalogue's fixed words, apart from the schemas that check them: a page that only shows or
 * filters the catalogue reads these without loading zod.
 */
export const CATEGORIES = [
  "Ring",
  "Necklace",
  "Earrings",
  "Bracelet",
  "Bangles",
  "Chain",
  "Pendant",
] as const;
export const METALS = ["Gold", "Silver", "Diamond", "Platinum"] as const;

export type Category = (typeof CATEGORIES)[number];
export type Metal = (typeof METALS)[number];
