import type { adminUploads as en } from "../en/admin-uploads";

/** Words of the photo uploader shared by the jewellery editor and the image settings. */
export const adminUploads = {
  "adminUpload.error.offline": "আপনি অফলাইনে আছেন: সংযোগ ফিরলে ছবি আপলোড করা যাবে",
  "adminUpload.chooseMany": "ছবি বেছে নিন",
  "adminUpload.chooseOne": "একটি ছবি আপলোড করুন",
  "adminUpload.chooseFor": "{name}-এর জন্য",
  "adminUpload.dropMany": "ছবি এখানে টেনে এনে ছেড়ে দিন, অথবা Ctrl+V দিয়ে একটি পেস্ট করুন।",
  "adminUpload.dropOne": "অথবা এই ঘরে একটি ছবি টেনে এনে ছেড়ে দিন, বা Ctrl+V দিয়ে পেস্ট করুন।",
  "adminUpload.dropNow": "যোগ করতে ছেড়ে দিন",
  "adminUpload.sending": "{name} আপলোড হচ্ছে",
  "adminUpload.processing": "{name} সাইটের জন্য তৈরি করা হচ্ছে…",
  "adminUpload.percent": "{percent}%",
  "adminUpload.retry": "আবার চেষ্টা করুন",
  "adminUpload.dismiss": "বন্ধ করুন",
  "adminUpload.cancel": "আপলোড বাতিল করুন",
  "adminUpload.refused": "{name}: {reason}",
  "adminUpload.interrupted": "আপলোড মাঝপথে থেমে গেছে: সার্ভারে পৌঁছানো যায়নি। সংযোগ দেখে আবার চেষ্টা করুন।",
  "adminUpload.serverAnswered": "সার্ভারের উত্তর: {status}",
  "adminUpload.unreadableAnswer": "সার্ভারের উত্তর পড়া যায়নি; আবার চেষ্টা করুন।",
  "adminUpload.failed": "ছবিটি আপলোড করা যায়নি; আবার চেষ্টা করুন।",
  "adminUpload.uploaded": "{name} আপলোড হয়েছে।",
  "adminUpload.failedNamed": "{name} আপলোড হয়নি: {error}",
  "adminUpload.saveWhileUploading": "ছবি এখনো আপলোড হচ্ছে (বাকি {count}টি): শেষ হলে সেভ করুন।",
  "adminUpload.saveWithFailed": "একটি ছবি আপলোড হয়নি: আবার চেষ্টা করুন বা ছবিটি সরিয়ে দিন, তারপর সেভ করুন।",
} as const satisfies Record<keyof typeof en, string>;
