/**
 * The one way a moment is written on the site, in the rate board and in the server's messages:
 * "22 Nov 2026, 10:15 AM", day before month as dates are written in Bangladesh.
 */
export const dateTimeFormat = (timeZone?: string): Intl.DateTimeFormat =>
  new Intl.DateTimeFormat("en-IN", {
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
    timeZone,
  });

export function writeDateTime(format: Intl.DateTimeFormat, at: string | Date): string {
  return (
    format
      .formatToParts(new Date(at))
      // Upper-case AM/PM, and plain spaces where ICU puts narrow no-break ones, so every runtime writes the same.
      .map((part) => (part.type === "dayPeriod" ? part.value.toUpperCase() : part.value.replace(/\s/g, " ")))
      .join("")
  );
}
