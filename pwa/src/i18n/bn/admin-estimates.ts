import type { adminEstimates as english } from "../en/admin-estimates";

export const adminEstimates: Record<keyof typeof english, string> = {
  "adminEstimates.shop.legend": "প্রতিটি গয়নার পাতায় আনুমানিক দাম",
  "adminEstimates.shop.off": "বন্ধ: প্রতিটি গয়নায় “যোগাযোগ করুন” লেখা থাকবে",
  "adminEstimates.shop.all": "সব স্বর্ণ ও রুপার গয়নায়",
  "adminEstimates.shop.categories": "শুধু এই ধরনের গয়নায়",
  "adminEstimates.shop.hint":
    "চালু দর, আর ওপরের ভ্যাট ও সর্বনিম্ন মজুরি দিয়ে হিসাব হয়। গয়নার নিজের সেটিং (এডিটরে) আগে ধরা হয়।",
  "adminEstimates.shop.categoriesLegend": "যে ধরনের গয়নায় আনুমানিক দাম দেখাবে",
  "adminEstimates.preview": "{name}, {grams} গ্রাম {purity}: আনুমানিক {total}",
  "adminEstimates.preview.off": "গয়নায় “যোগাযোগ করুন” লেখা থাকবে, শুধু যেগুলোতে সবসময় দেখানো বেছে নেওয়া আছে সেগুলো ছাড়া।",
  "adminEstimates.preview.none": "এই সেটিংসে দরে দাম আছে এমন কোনো স্বর্ণ বা রুপার গয়নায় আনুমানিক দাম দেখাবে না।",
  "adminEstimates.preview.noBoard": "কোনো গয়নার আনুমানিক দাম দেখতে একটি দর প্রকাশ করুন।",
  "adminEstimates.piece.legend": "আনুমানিক দাম",
  "adminEstimates.piece.hint": "এই গয়নার পাতায় আজকের আনুমানিক দাম; ২২K, ২১K, ১৮K, সনাতন বা ৯২৫ মানের স্বর্ণ বা রুপার জন্য।",
  "adminEstimates.piece.shown": "আনুমানিক দাম দেখান",
  "adminEstimates.piece.shown.shop": "দোকানের সেটিং অনুযায়ী",
  "adminEstimates.piece.shown.on": "সবসময়",
  "adminEstimates.piece.shown.off": "কখনো না (যোগাযোগ করুন)",
  "adminEstimates.piece.making": "মজুরি",
  "adminEstimates.piece.making.shop": "দোকানের সর্বনিম্ন মজুরি",
  "adminEstimates.piece.making.percent": "ধাতুর দামের শতাংশ",
  "adminEstimates.piece.making.perGram": "প্রতি গ্রামে টাকা",
  "adminEstimates.piece.makingValue.percent": "মজুরি (%)",
  "adminEstimates.piece.makingValue.perGram": "মজুরি (প্রতি গ্রামে ৳)",
  "adminEstimates.piece.stone": "পাথরের দাম (৳)",
  "adminEstimates.piece.stoneHint": "পাথর না থাকলে খালি রাখুন।",
};
