import type { adminRateDisplay as en } from "../en/admin-rate-display";

export const adminRateDisplay = {
  "adminRateDisplay.title": "শোরুমের পর্দা",
  "adminRateDisplay.hint":
    "আজকের দর, পুরো পর্দা জুড়ে বড় করে, শোরুমের টিভি বা ল্যাপটপের জন্য। সেই পর্দায় খুলে “পূর্ণ পর্দা” চাপুন; নতুন দর চালু হলে এটি নিজেই বদলে যায়।",
  "adminRateDisplay.open.en": "ইংরেজিতে পর্দাটি খুলুন",
  "adminRateDisplay.open.bn": "বাংলায় পর্দাটি খুলুন",
  "adminRateDisplay.switch": "ইংরেজি ও বাংলা পালা করে দেখান",
  "adminRateDisplay.seconds": "প্রতিটি ভাষা কত সেকেন্ড (৫ থেকে ৬০)",
  "adminRateDisplay.saved": "শোরুমের পর্দার সেটিংস সেভ হয়েছে!",
} as const satisfies Record<keyof typeof en, string>;
