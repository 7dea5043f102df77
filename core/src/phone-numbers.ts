/**
 * One reading of a phone number for every link the site builds from one (tel:, wa.me). People in
 * Bangladesh write numbers locally ("01711-234567", "02-9123456"), with the country code
 * ("+880 1711-234567", "8801711234567"), without the leading 0 ("1711234567"), and in Bengali
 * digits; all of these must reach the same shop. A number that cannot be read gives no link at all,
 * because a dead link looks like a shop that does not answer.
 */

import { normalizeDigits } from "./number-input";

export interface PhoneNumber {
  /** E.164, "+8801711234567": what a dialer wants, and (without the +) what WhatsApp wants. */
  international: string;
  /** "+880 1711-234567": the number as the owner is told the links will dial it. */
  display: string;
}

const BANGLADESH = "880";
/** After the country code: a mobile (1 then an operator digit 3-9, then 8 digits). */
const MOBILE = /^1[3-9]\d{8}$/;
/** After the country code: an area code (2 is Dhaka) and the subscriber number, 7 to 10 digits in all. */
const LANDLINE = /^[2-9]\d{6,9}$/;
/** E.164 allows at most 15 digits, and no country code starts with 0. */
const OTHER_COUNTRY = /^[1-9]\d{7,14}$/;
/** What people put between digits; anything else (letters, "ext", "/") means the text is not one number. */
const SEPARATORS = /[\s().-]/g;

function bangladeshi(national: string): PhoneNumber | null {
  // "+880 (0)1711…" and "88 01711…": the trunk 0 is written after the country code by habit.
  const number = national.startsWith("0") ? national.slice(1) : national;
  if (MOBILE.test(number)) {
    return {
      international: `+${BANGLADESH}${number}`,
      display: `+${BANGLADESH} ${number.slice(0, 4)}-${number.slice(4)}`,
    };
  }
  if (LANDLINE.test(number)) {
    const display = number.startsWith("2") ? `2-${number.slice(1)}` : number;
    return { international: `+${BANGLADESH}${number}`, display: `+${BANGLADESH} ${display}` };
  }
  return null;
}

/** The number in `text` read as one phone number, or null when it cannot be dialled as written. */
export function parsePhoneNumber(text: string): PhoneNumber | null {
  const compact = normalizeDigits(text).replace(SEPARATORS, "");
  const match = /^(\+|00)?(\d+)$/.exec(compact);
  if (!match) return null;
  const [, internationalPrefix, digits = ""] = match;
  if (internationalPrefix) {
    if (digits.startsWith(BANGLADESH)) return bangladeshi(digits.slice(BANGLADESH.length));
    return OTHER_COUNTRY.test(digits) ? { international: `+${digits}`, display: `+${digits}` } : null;
  }
  if (digits.startsWith("0")) return bangladeshi(digits.slice(1));
  if (digits.startsWith(BANGLADESH)) return bangladeshi(digits.slice(BANGLADESH.length));
  // A mobile written without its leading 0 ("1711234567") is still unmistakable.
  return MOBILE.test(digits) ? bangladeshi(digits) : null;
}

/** "tel:+8801711234567", or null when the number cannot be read. */
export function telHref(text: string): string | null {
  const phone = parsePhoneNumber(text);
  return phone ? `tel:${phone.international}` : null;
}

/**
 * The number as the owner wrote it, its spaces and hyphens made non-breaking: inside a sentence or a
 * button it moves to the next line whole, never as "+880 1711-" over "234567".
 */
export const phoneOnOneLine = (text: string): string => text.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");

/** A WhatsApp chat with the number, with `message` already typed when given; null when it cannot be read. */
export function whatsAppHref(text: string, message?: string): string | null {
  const phone = parsePhoneNumber(text);
  if (!phone) return null;
  const chat = `https://wa.me/${phone.international.slice(1)}`;
  return message ? `${chat}?text=${encodeURIComponent(message)}` : chat;
}

/** Why a settings phone field was refused; the admin form shows the same words before saving. */
export const phoneNumberMessage = (label: string): string =>
  `${label} must be a phone number such as 01711-234567, 02-9123456 or +880 1711-234567`;
