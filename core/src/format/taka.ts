import type { Language } from "../language";
import { writeDecimal } from "./number";

/**
 * "৳2,28,614", or "৳২,২৮,৬১৪" in Bengali: whole taka with lakh grouping. The sign goes before the
 * amount in both languages, as Bangladeshi shops print it on tags, bills and online shop pages;
 * CLDR's Bengali currency pattern puts it after ("২,২৮,৬১৪৳"), which is not how a price is
 * written in a Dhaka shop.
 */
export function formatTaka(amount: number, language: Language = "en"): string {
  return `৳${writeDecimal(amount, 0, language)}`;
}
