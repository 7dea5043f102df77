import { type Language, LOCALES } from "../language";
import { perLanguage } from "./per-language";

const UNITS = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

const byteFormats = perLanguage((language) =>
  UNITS.map(
    (unit) =>
      new Intl.NumberFormat(LOCALES[language], {
        style: "unit",
        unit,
        unitDisplay: "short",
        maximumFractionDigits: unit === "byte" ? 0 : 1,
      }),
  ),
);

/**
 * A size as a file manager shows it, in thousands: "512 byte", "3.4 MB", "1.2 GB"; in Bengali with
 * its own digits.
 */
export function formatBytes(bytes: number, language: Language = "en"): string {
  let value = bytes;
  let step = 0;
  while (value >= 1000 && step < UNITS.length - 1) {
    value /= 1000;
    step += 1;
  }
  return (byteFormats(language)[step] as Intl.NumberFormat).format(value);
}
