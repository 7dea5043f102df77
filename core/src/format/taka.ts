import { type Language, LOCALES } from "../language";
import { perLanguage } from "./per-language";

const takaFormat = perLanguage(
  (language) => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 0 }),
);

/**
 * "৳2,28,614", or "৳২,২৮,৬১৪" in Bengali: whole taka with lakh grouping. The sign goes before the
 * amount in both languages, as Bangladeshi shops print it on tags, bills and online shop pages;
 * CLDR's Bengali currency pattern puts it after ("২,২৮,৬১৪৳"), which is not how a price is
 * written in a Dhaka shop, so the sign is written here and only the number comes from Intl.
 */
export function formatTaka(amount: number, language: Language = "en"): string {
  return `৳${takaFormat(language).format(amount)}`;
}
