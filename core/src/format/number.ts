import type { Language } from "../language";

const BENGALI_ZERO = 0x09e6;

/**
 * A number already written with ASCII digits (fixed decimals, a column of a text file) in the
 * language's own digits. It keeps the text's length, so columns padded in ASCII stay aligned in
 * Bengali.
 */
export const localDigits = (written: string, language: Language = "en"): string =>
  language === "bn"
    ? written.replace(/[0-9]/g, (digit) => String.fromCodePoint(BENGALI_ZERO + Number(digit)))
    : written;

/** One more in the last place of a run of decimal digits: "199" → "200", "99" → "100". */
function increment(digits: string): string {
  const out = [...digits];
  let at = out.length - 1;
  while (at >= 0 && out[at] === "9") out[at--] = "0";
  if (at < 0) return `1${out.join("")}`;
  out[at] = String(Number(out[at]) + 1);
  return out.join("");
}

/** Whole and fraction digits of `value` (not negative), from the shortest decimal that reads back as it. */
function decimalParts(value: number): { whole: string; fraction: string } {
  const [mantissa = "0", exponent = "0"] = String(value).split("e");
  const [whole = "0", fraction = ""] = mantissa.split(".");
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  if (point < 0) {
    digits = "0".repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point, "0");
  return { whole: digits.slice(0, point) || "0", fraction: digits.slice(point) };
}

/** Lakh grouping: the last three digits, then twos: "2,28,614", "1,23,45,678". */
const lakhGrouped = (whole: string): string =>
  whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",")},${whole.slice(-3)}`;

/**
 * `value` with lakh grouping and at most `fractionDigits` decimals, rounded half away from zero,
 * trailing zeros dropped, in the language's digits: what Intl's en-IN and bn-BD write, from the
 * same shortest decimal (2.675 to two places is 2.68), but written here: a page's first Intl
 * format starts ICU, a long task on a phone, and the server and every browser then write the same
 * digits whatever ICU they carry. A value that rounds to nothing is "0", never "-0".
 */
export function writeDecimal(value: number, fractionDigits: number, language: Language = "en"): string {
  if (!Number.isFinite(value)) return String(value);
  const { whole, fraction } = decimalParts(Math.abs(value));
  let digits = whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, "0");
  if ((fraction[fractionDigits] ?? "0") >= "5") digits = increment(digits);
  const roundedWhole = digits.slice(0, digits.length - fractionDigits).replace(/^0+(?=\d)/, "") || "0";
  const roundedFraction = digits.slice(digits.length - fractionDigits).replace(/0+$/, "");
  const sign = value < 0 && /[1-9]/.test(digits) ? "-" : "";
  const written = `${sign}${lakhGrouped(roundedWhole)}${roundedFraction ? `.${roundedFraction}` : ""}`;
  return localDigits(written, language);
}

/**
 * A count or measure as the shop writes it: lakh grouping, up to 3 decimals, no trailing zeros;
 * "2,28,614" in English and "২,২৮,৬১৪" in Bengali.
 */
export const formatNumber = (value: number, language: Language = "en"): string =>
  writeDecimal(value, 3, language);
