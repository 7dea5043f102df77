/**
 * Numbers as people type them into the site's inputs. Phones in Bangladesh offer a Bengali keyboard,
 * so "১২.৫" must read as 12.5, and a price copied from a bill keeps its grouping ("২,২৮,৬১৪").
 */

const BENGALI_ZERO = 0x09e6;

/** Bengali digits (০-৯) as ASCII ones; every other character is kept as it is. */
export const normalizeDigits = (text: string): string =>
  text.replace(/[\u09E6-\u09EF]/g, (digit) => String((digit.codePointAt(0) ?? BENGALI_ZERO) - BENGALI_ZERO));

/**
 * Whole part, grouped or not. Grouping must sit where someone writing it by hand would put it: in
 * thousands (1,234,567) or in lakhs and crores (12,34,567); a stray comma ("12,34") is more likely a
 * typo for a decimal point than a number, so it is refused rather than guessed.
 */
const WHOLE = String.raw`(?:\d+|\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})`;
/** A leading point (".5") is accepted as phones' decimal keypads let people start with it; a trailing one is not a number yet. */
const NUMBER = new RegExp(String.raw`^(-?)(?:${WHOLE}(?:\.\d+)?|\.\d+)$`);

/**
 * The number typed in `text`, in Latin or Bengali digits, or null when the text is not one number:
 * letters, a second point, exponents, a plus sign or misplaced grouping all give null, as does blank text.
 */
export function parseNumberInput(text: string): number | null {
  const written = normalizeDigits(text.trim());
  if (!NUMBER.test(written)) return null;
  const value = Number(written.replaceAll(",", ""));
  // "-0" is zero: a minus with nothing to negate must not leak into later sign checks.
  return value === 0 ? 0 : value;
}
