import type { Category, Metal } from "./jewelry-terms";

/**
 * The catalogue's fixed words in Bengali: the Bengali pages name them so, and so does the structured
 * data the server writes in those pages. Apart from `jewelry-terms`, so English pages never load them.
 */
export const BENGALI_CATEGORY_NAMES: Record<Category, string> = {
  Ring: "আংটি",
  Necklace: "হার",
  Earrings: "কানের দুল",
  Bracelet: "ব্রেসলেট",
  Bangles: "বালা ও চুড়ি",
  Chain: "চেইন",
  Pendant: "লকেট",
};

export const BENGALI_METAL_NAMES: Record<Metal, string> = {
  Gold: "সোনা",
  Silver: "রুপা",
  Diamond: "হীরা",
  Platinum: "প্ল্যাটিনাম",
};
