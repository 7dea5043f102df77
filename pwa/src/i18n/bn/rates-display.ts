import { PAGE_NAMES } from "#core/page-names";
import type { ratesDisplay as en } from "../en/rates-display";

export const ratesDisplay = {
  "ratesDisplay.title": PAGE_NAMES.bn.goldRatesDisplay,
  "ratesDisplay.heading": "আজকের দর",
  "ratesDisplay.perVori": "প্রতি ভরি (১১.৬৬৪\u00a0গ্রাম)",
  "ratesDisplay.since": "{time} থেকে চালু (ঢাকার সময়)",
  "ratesDisplay.offlineSince": "{time} থেকে অফলাইন: সবশেষ পাওয়া দর দেখানো হচ্ছে",
  "ratesDisplay.fullScreen": "পূর্ণ পর্দা",
  "ratesDisplay.failed": "দর আনা যায়নি। পর্দাটি নিজেই আবার চেষ্টা করবে।",
} as const satisfies Record<keyof typeof en, string>;
