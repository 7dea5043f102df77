/** "tel:+8801711234567": dialers want the digits and the leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** A WhatsApp chat with the shop, the visitor's first message already typed; null without a number. */
export const whatsappHref = (number: string, text: string): string | null => {
  const digits = number.replace(/\D/g, "");
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
};

export const mapEmbedSrc = ({ lat, lng }: { lat: number; lng: number }): string =>
  `https://www.google.com/maps?q=${lat},${lng}&z=16&output=embed`;

/** Multi-line settings text ("Line 1\nLine 2") as its non-blank lines. */
export const lines = (text: string): string[] =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
