import type { pieceEstimate as english } from "../en/piece-estimate";

export const pieceEstimate: Record<keyof typeof english, string> = {
  "pieceEstimate.title": "আজকের আনুমানিক দাম: {total}",
  "pieceEstimate.breakup": "আনুমানিক দামের হিসাব",
  "pieceEstimate.metalValue.gold": "স্বর্ণের দাম",
  "pieceEstimate.metalValue.silver": "রুপার দাম",
  "pieceEstimate.metalDetail": "{grams} গ্রাম × প্রতি গ্রাম {perGram} ({grade}-এর দর)",
  "pieceEstimate.makingPercent": "মজুরি ({percent}%)",
  "pieceEstimate.makingPerGram": "মজুরি (প্রতি গ্রাম {perGram})",
  "pieceEstimate.stone": "পাথরের দাম",
  "pieceEstimate.vat": "ভ্যাট ({percent}%)",
  "pieceEstimate.total": "আনুমানিক মোট",
  "pieceEstimate.final": "চূড়ান্ত দাম কাউন্টারে, আপনার সামনে ওজন করে।",
};
