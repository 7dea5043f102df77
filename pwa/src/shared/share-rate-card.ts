import { dhakaCalendarDay } from "#core/format/dhaka-time";
import type { Language } from "#core/language";
import { RATE_CARD_TYPE, rateCardDownloadName, rateCardPath, TODAYS_BOARD } from "#core/rate-cards";
import { downloadBlob } from "./download-file";

export type SharedHow = "shared" | "downloaded" | "cancelled";

const errorName = (error: unknown) => (error instanceof DOMException ? error.name : "");

/**
 * Today's square rate card in `language`, handed to the device's share sheet as an image where the
 * browser can share files (phones), saved as a download otherwise. Loaded when a visitor first asks
 * to share: the rates page ships none of it.
 */
export async function shareTodaysRateCard({
  language,
  title,
  text,
}: {
  language: Language;
  title: string;
  text: string;
}): Promise<SharedHow> {
  const response = await fetch(rateCardPath(TODAYS_BOARD, { language, shape: "square" }));
  if (!response.ok) throw new Error(`The rate card answered ${response.status}`);
  const blob = await response.blob();
  const name = rateCardDownloadName(dhakaCalendarDay(new Date()), language);
  const file = new File([blob], name, { type: RATE_CARD_TYPE });
  if (typeof navigator.canShare === "function" && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title, text });
      return "shared";
    } catch (error) {
      // Closing the sheet is a choice. A browser that wants the tap itself, not a tap a fetch ago
      // (Safari), refuses with NotAllowedError: the card is saved instead.
      if (errorName(error) === "AbortError") return "cancelled";
      if (errorName(error) !== "NotAllowedError") throw error;
    }
  }
  downloadBlob(blob, name);
  return "downloaded";
}
