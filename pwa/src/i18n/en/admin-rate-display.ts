/** The Gold Rates screen's card for the showroom display (ADR 050). */
export const adminRateDisplay = {
  "adminRateDisplay.title": "Showroom display",
  "adminRateDisplay.hint":
    "Today's board, full screen and large, for a TV or laptop in the showroom. Open it on that screen and press “Full screen”; it updates itself when a new board takes effect.",
  "adminRateDisplay.open.en": "Open the display in English",
  "adminRateDisplay.open.bn": "Open the display in Bengali",
  "adminRateDisplay.switch": "Switch between English and Bengali",
  "adminRateDisplay.seconds": "Seconds per language (5 to 60)",
  "adminRateDisplay.saved": "Showroom display settings saved successfully!",
} as const;
