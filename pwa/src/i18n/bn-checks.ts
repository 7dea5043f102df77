import type { Check } from "#core/failed-check";

/**
 * Core's checks in Bengali. Each shows under its field, whose label names it, so none repeats the
 * label; `{limit}` is the check's bound in Bengali digits.
 */
export const checks: Record<Check, string> = {
  required: "এই ঘরটি পূরণ করুন",
  photoRequired: "একটি ছবি যোগ করুন",
  tooLong: "সর্বোচ্চ {limit} অক্ষর লেখা যাবে",
  tooShort: "কমপক্ষে {limit} অক্ষর লিখুন",
  tooLarge: "{limit}-এর বেশি লেখা যাবে না",
  tooSmall: "কমপক্ষে {limit} লিখুন",
  tooMany: "সর্বোচ্চ {limit}টি রাখা যাবে",
  notNumber: "একটি সংখ্যা লিখুন",
  notWhole: "দশমিক ছাড়া পূর্ণ সংখ্যায় লিখুন",
  choice: "তালিকা থেকে একটি বেছে নিন",
  email: "সঠিক একটি ইমেইল ঠিকানা লিখুন, যেমন owner@example.com",
  dateTime: "সঠিক তারিখ ও সময় দিন",
  date: "সঠিক একটি তারিখ দিন",
  notAfterToday: "আজকের পরের কোনো তারিখ দেওয়া যাবে না: যেদিন থেকে চালু হবে, সেদিন সংরক্ষণ করুন",
  phone: "সঠিক একটি ফোন নম্বর লিখুন, যেমন ০১৭১১-২৩৪৫৬৭ বা +৮৮০ ১৭১১-২৩৪৫৬৭",
  link: "ওয়েব ঠিকানা (https://…) বা এই সাইটের কোনো পাতার ঠিকানা (/…) লিখুন",
  linkCharacters: "লিংকে স্পেস, ট্যাব, লাইন ব্রেক বা ব্যাকস্ল্যাশ রাখা যাবে না",
  controlCharacters: "এখানে এমন কিছু চিহ্ন আছে যা লেখা যায় না; সেগুলো মুছে দিন",
  lineBreaks: "এক লাইনে লিখুন, মাঝে নতুন লাইন ছাড়া",
  year: "চার অঙ্কে সাল লিখুন, যেমন ১৯৯৮",
  gradeOrder: "প্রতি গ্রামে এই মানের দাম এর ওপরের মানের চেয়ে কম হতে হবে",
  scheduleAhead: "আজ থেকে সর্বোচ্চ {limit} দিন পরের সময় বেছে নেওয়া যাবে",
  passwordsMatch: "নতুন পাসওয়ার্ড দুটি মেলেনি",
  username: "ইউজারনেম ৩ থেকে ৫০ অক্ষরের হবে: ইংরেজি অক্ষর, অঙ্ক, ডট, আন্ডারস্কোর বা হাইফেন",
  storageEndpoint: "স্টোরেজের ঠিকানা লিখুন, যেমন https://s3.us-west-004.backblazeb2.com",
  storageName: "শুধু ইংরেজি অক্ষর, অঙ্ক, ডট, হাইফেন বা আন্ডারস্কোর লিখুন",
  storageFolder: "ইংরেজি অক্ষর, অঙ্ক, ডট, হাইফেন বা আন্ডারস্কোর লিখুন; ভেতরের ফোল্ডারের আগে /, যেমন shop/backups",
  mailPort: "মেইল সার্ভারের একটি পোর্ট দিন: ৫৮৭, ৪৬৫, ২৫ বা ২৫২৫",
  mailSignInNeedsTls:
    "ইউজারনেম ও পাসওয়ার্ড দিয়ে লগইনের জন্য STARTTLS বা TLS বেছে নিন: এগুলো কখনো এনক্রিপশন ছাড়া পাঠানো হয় না",
  piecesRepeated: "একই গয়না একবারই রাখা যাবে",
  pairsItself: "কোনো গয়না নিজের সাথে জোড়া হতে পারে না",
  pairsUnknown: "তালিকার একটি গয়না আর নেই, হয়তো মুছে ফেলা হয়েছে; সেটি সরিয়ে আবার সংরক্ষণ করুন",
  slug: "শুধু ইংরেজি ছোট হাতের অক্ষর, অঙ্ক ও হাইফেন লিখুন, যেমন bridal-sets",
  estimateCategories: "অন্তত একটি ধরন বেছে নিন, নয়তো সব গয়নায় আনুমানিক দাম দেখান",
  afterLatestBoard: "সর্বশেষ প্রকাশিত দরের কার্যকর সময়ের পরের একটি সময় দিন",
  invalid: "যা লেখা হয়েছে তা ঠিক নেই, আরেকবার দেখে নিন",
};
