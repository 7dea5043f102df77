/**
 * A WhatsApp chat link with a prefilled message, or null without a usable number. WhatsApp wants
 * the number in international form with digits only; a local Bangladeshi mobile number
 * (01XXXXXXXXX) gets the country code 88 in front.
 */
export function whatsAppLink(number: string, message: string): string | null {
  let digits = number.replace(/\D/g, "");
  if (/^01\d{9}$/.test(digits)) digits = `88${digits}`;
  if (digits.length < 6) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(message)}`;
}

/** The address of an item's page, without any query the visitor happened to arrive with. */
export const itemPageUrl = (origin: string, id: string): string =>
  `${origin}/jewelry/${encodeURIComponent(id)}`;
