import type { showrooms as en } from "../en/showrooms";

export const showrooms = {
  "showrooms.title": "আমাদের শোরুম",
  "showrooms.intro": "চলে আসুন: গয়না হাতে নিয়ে দেখুন, ওজন হবে আপনার চোখের সামনে।",
  "showrooms.unnamed": "আমাদের শোরুম",
  "showrooms.hours": "খোলার সময়",
  "showrooms.whatsapp": "WhatsApp",
  "showrooms.map": "ম্যাপ",
  "showrooms.greeting": "হ্যালো {shop}, আপনাদের {showroom}-এ আসতে চাই।",
  "showrooms.choose": "শোরুম বেছে নিন",
} as const satisfies Record<keyof typeof en, string>;
