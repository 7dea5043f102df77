import { type Language, LOCALES } from "../language";
import { perLanguage } from "./per-language";

const numberFormat = perLanguage(
  (language) => new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 3 }),
);

/**
 * A count or measure as the shop writes it: lakh grouping, up to 3 decimals, no trailing zeros;
 * "2,28,614" in English and "২,২৮,৬১৪" in Bengali.
 */
export const formatNumber = (value: number, language: Language = "en"): string =>
  numberFormat(language).format(value);

const BENGALI_ZERO = 0x09e6;

/**
 * A number already written with ASCII digits (fixed decimals, a column of a text file) in the
 * language's own digits. Cheaper than Intl where no grouping or rounding is wanted, and it keeps
 * the text's length, so columns padded in ASCII stay aligned in Bengali.
 */
export const localDigits = (written: string, language: Language = "en"): string =>
  language === "bn"
    ? written.replace(/[0-9]/g, (digit) => String.fromCodePoint(BENGALI_ZERO + Number(digit)))
    : written;
