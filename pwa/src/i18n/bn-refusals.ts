import { localDigits } from "#core/format/number";
import { type AdminRefusal, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#core/schemas/admin";

const digits = (value: number) => localDigits(String(value), "bn");

/** The account's refusals in Bengali, by the code the API answers them with. */
export const refusals: Record<AdminRefusal, string> = {
  fillAllFields: "সবগুলো ঘর পূরণ করুন",
  passwordsDoNotMatch: "নতুন পাসওয়ার্ড দুটি মেলেনি",
  passwordTooShort: `নতুন পাসওয়ার্ড কমপক্ষে ${digits(MIN_PASSWORD_LENGTH)} অক্ষরের হতে হবে`,
  passwordTooLong: `নতুন পাসওয়ার্ড সর্বোচ্চ ${digits(MAX_PASSWORD_LENGTH)} অক্ষরের হতে পারে`,
  passwordTooCommon: "এই পাসওয়ার্ডটি খুব সাধারণ: অনুমান করা কঠিন এমন একটি বেছে নিন",
  invalidCredentials: "ইউজারনেম বা পাসওয়ার্ড ভুল",
  wrongPassword: "পাসওয়ার্ডটি ভুল",
  usernameFormat: "ইউজারনেম ৩ থেকে ৫০ অক্ষরের হবে: ইংরেজি অক্ষর, অঙ্ক, ডট, আন্ডারস্কোর বা হাইফেন",
  usernameUnchanged: "নতুন ইউজারনেমটি বর্তমানটির মতোই",
  usernameTaken: "এই ইউজারনেমটি আগে থেকেই নেওয়া হয়েছে",
  passwordUnchanged: "নতুন পাসওয়ার্ডটি বর্তমানটি থেকে আলাদা হতে হবে",
  emailFormat: "সঠিক একটি ইমেইল ঠিকানা লিখুন, যেমন owner@example.com",
  emailUnchanged: "নতুন ইমেইলটি বর্তমানটির মতোই",
  sessionMissing: "চালিয়ে যেতে সাইন ইন করুন",
  sessionInvalid: "আপনার সেশনটি আর বৈধ নয়। আবার সাইন ইন করুন।",
  sessionExpired: "আপনার সেশনের মেয়াদ শেষ হয়েছে। আবার সাইন ইন করুন।",
  sessionRevoked: "আপনার সাইন-ইনের তথ্য বদলানো হয়েছে, তাই এই সেশনটি শেষ। আবার সাইন ইন করুন।",
  sessionSignedOut: "এই সেশন থেকে সাইন আউট করা হয়েছে। আবার সাইন ইন করুন।",
  deviceNotSignedIn: "ওই ডিভাইসটি আর সাইন ইন করা নেই",
  twoFactorRequired: "অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোডটি লিখুন",
  invalidCode: "কোডটি ঠিক নয়। অথেনটিকেটর অ্যাপে এখন যে কোড দেখাচ্ছে সেটি, অথবা একটি রিকভারি কোড লিখুন।",
  tooManyCodes:
    "এই অ্যাকাউন্টে অনেকবার ভুল কোড দেওয়া হয়েছে, তাই পরের কোডের জন্য কয়েক মিনিট অপেক্ষা করতে হবে। আগে যে ব্রাউজার থেকে সাইন ইন করেছেন, সেখান থেকে সরাসরি ঢুকতে পারবেন।",
  codeAlreadyUsed: "এই কোডটি আগেই ব্যবহার করা হয়েছে। পরের কোডটি আসা পর্যন্ত অপেক্ষা করে সেটি লিখুন।",
  twoFactorAlreadyOn: "টু-ফ্যাক্টর লগইন আগে থেকেই চালু আছে",
  twoFactorNotOn: "টু-ফ্যাক্টর লগইন চালু নেই",
  twoFactorSetupMissing: "আবার শুরু করুন: নতুন QR কোডটি স্ক্যান করে তার কোড লিখুন",
  twoFactorUnreadable:
    "এই সার্ভার অথেনটিকেটর অ্যাপের কোড যাচাই করতে পারছে না (দোকানের ডেটা কি অন্য সার্ভারে ফিরিয়ে আনা হয়েছে?)। একটি রিকভারি কোড দিয়ে লগইন করুন, অথবা সার্ভারে npm run admin -- reset-password --turn-off-two-factor চালান।",
  emailNotConfigured: "আগে মেইল সার্ভারের সেটিংস সংরক্ষণ করুন",
  noAdminEmail: "আগে ওপরে আপনার ইমেইল দিন: নোটিফিকেশন সেখানেই পাঠানো হয়",
  testEmailFailed: "পরীক্ষামূলক ইমেইল পাঠানো যায়নি",
  pushNotSubscribed: "এই ডিভাইসে এখনো নোটিফিকেশন চালু নেই: আগে চালু করুন",
  testPushFailed: "পরীক্ষামূলক নোটিফিকেশন পাঠানো যায়নি",
  backupNotFound: "ওই ব্যাকআপটি আর নেই",
  backupLinkExpired:
    "ডাউনলোডের এই লিংকের মেয়াদ শেষ, বা এটি আগেই ব্যবহার হয়েছে। অ্যাডমিন থেকে ব্যাকআপটি আবার ডাউনলোড করুন।",
  backupFailed: "ব্যাকআপ নেওয়া যায়নি। সার্ভারের ডিস্কে জায়গা আছে কি না দেখে আবার চেষ্টা করুন।",
  offsiteUnreachable: "ওই এন্ডপয়েন্ট ঠিকানায় স্টোরেজে পৌঁছানো যায়নি। ঠিকানাটি এবং সার্ভার অনলাইনে আছে কি না দেখে নিন।",
  offsiteWrongKeyId: "স্টোরেজ এই অ্যাক্সেস কী আইডি চেনে না। স্টোরেজের ওয়েবসাইট থেকে এটি আবার কপি করুন।",
  offsiteWrongSecret: "সিক্রেট কী এই অ্যাক্সেস কী আইডির সঙ্গে মেলেনি। স্টোরেজের ওয়েবসাইট থেকে এটি আবার কপি করুন।",
  offsiteNoSuchBucket: "স্টোরেজে এই নামে কোনো বাকেট নেই। বানান দেখে নিন, অথবা আগে বাকেটটি তৈরি করুন।",
  offsiteWrongRegion: "বাকেটটি অন্য রিজিয়নে আছে। স্টোরেজের ওয়েবসাইটে বাকেটের যে রিজিয়ন দেখায় সেটি লিখুন।",
  offsiteAccessDenied:
    "স্টোরেজ কী-টি নিয়েছে কিন্তু বাকেটে ঢুকতে দেয়নি: কী-টিকে এই বাকেটে ফাইল দেখা, রাখা ও মোছার অনুমতি দিন।",
  offsiteSecretUnreadable:
    "সংরক্ষিত সিক্রেট কী এই সার্ভারে খোলা যাচ্ছে না (দোকানের ডেটা কি অন্য সার্ভারে ফিরিয়ে আনা হয়েছে?)। সিক্রেট কী আবার লিখে সংরক্ষণ করুন।",
  offsiteFailed: "স্টোরেজ কপিটি নেয়নি।",
  offsiteCleanupFailed: "কপি রাখা হয়েছে, কিন্তু স্টোরেজ থেকে পুরোনো কপিগুলো মোছা যায়নি।",
  tooManyAttempts: "অনেকবার চেষ্টা করা হয়েছে। একটু অপেক্ষা করে আবার চেষ্টা করুন।",
};
