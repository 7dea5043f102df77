import type { rateAlerts as en } from "../en/rate-alerts";

export const rateAlerts = {
  "rateAlerts.title": "দরের অ্যালার্ট",
  "rateAlerts.intro":
    "দোকান নতুন দর প্রকাশ করলে, বা আপনার বেছে নেওয়া অঙ্ক পেরোলে, এই ফোনে নোটিফিকেশন পান। কোনো অ্যাকাউন্ট বা ফোন নম্বর লাগে না।",
  "rateAlerts.open": "দরের অ্যালার্ট চালু করুন",
  "rateAlerts.loading": "এই ব্রাউজার দেখা হচ্ছে...",
  "rateAlerts.when": "কখন জানাব",
  "rateAlerts.every": "প্রতিটি নতুন দরে",
  "rateAlerts.price": "দাম একটি অঙ্ক পেরোলে",
  "rateAlerts.grade": "ধাতু ও মান",
  "rateAlerts.direction": "দাম যখন",
  "rateAlerts.below": "নিচে নামে",
  "rateAlerts.above": "ওপরে ওঠে",
  "rateAlerts.amount": "প্রতি ভরির দাম (৳)",
  "rateAlerts.now": "এখন প্রতি ভরি {price}।",
  "rateAlerts.alreadyBelow": "দাম এখনই এর নিচে: পরের বার এর নিচে নামলে জানানো হবে।",
  "rateAlerts.alreadyAbove": "দাম এখনই এর ওপরে: পরের বার এর ওপরে উঠলে জানানো হবে।",
  "rateAlerts.turnOn": "অ্যালার্ট চালু করুন",
  "rateAlerts.save": "সেভ করুন",
  "rateAlerts.working": "চালু হচ্ছে...",
  "rateAlerts.onEvery": "এই ব্রাউজারে প্রতিটি নতুন দরের অ্যালার্ট চালু আছে।",
  "rateAlerts.onPrice": "{product} ভরিপ্রতি {price}-এর {direction} এই ব্রাউজারে অ্যালার্ট আসবে।",
  "rateAlerts.directionBelow": "নিচে নামলে",
  "rateAlerts.directionAbove": "ওপরে উঠলে",
  "rateAlerts.change": "বদলান",
  "rateAlerts.cancel": "বাতিল",
  "rateAlerts.stop": "অ্যালার্ট বন্ধ করুন",
  "rateAlerts.stopped": "অ্যালার্ট বন্ধ হয়েছে। এই ব্রাউজারে আর দরের অ্যালার্ট আসবে না।",
  "rateAlerts.saved": "হয়ে গেছে। নতুন দর কার্যকর হলেই পরের অ্যালার্ট আসবে।",
  "rateAlerts.homeScreen":
    "আইফোন ও আইপ্যাডে অ্যালার্ট পেতে সাইটটি হোম স্ক্রিনে রাখতে হয়: শেয়ার চাপুন, তারপর “Add to Home Screen”, এবং সেখান থেকে দোকানটি খুলুন।",
  "rateAlerts.unsupported":
    "এই ব্রাউজার ওয়েবসাইটের নোটিফিকেশন দেখাতে পারে না। Chrome, Firefox, Edge বা Samsung Internet ব্যবহার করে দেখুন।",
  "rateAlerts.blocked":
    "এই সাইটের নোটিফিকেশন বন্ধ করা আছে। ব্রাউজারের সেটিংসে এই সাইটের নোটিফিকেশন চালু করে আবার চেষ্টা করুন।",
  "rateAlerts.notAllowed": "অ্যালার্টের জন্য নোটিফিকেশনের অনুমতি লাগে। “অ্যালার্ট চালু করুন” চেপে Allow বেছে নিন।",
  "rateAlerts.offline": "আপনি অফলাইনে আছেন। অনলাইনে ফিরলে অ্যালার্ট চালু করা যাবে।",
  "rateAlerts.failed": "এই মুহূর্তে এই ব্রাউজারে অ্যালার্ট চালু করা যায়নি। আবার চেষ্টা করুন।",
  "rateAlerts.privacy":
    "অ্যালার্ট পৌঁছাতে এই ব্রাউজারের যা লাগে, শুধু সেটুকুই দোকান রাখে, এই পাতার ভাষায়। যেকোনো সময় এখান থেকে বা অ্যালার্ট থেকেই বন্ধ করতে পারবেন।",
} as const satisfies Record<keyof typeof en, string>;
