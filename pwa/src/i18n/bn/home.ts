import type { home as en } from "../en/home";

export const home = {
  "home.exploreCollection": "কালেকশন দেখুন",
  "home.goldCalculator": "স্বর্ণ ক্যালকুলেটর",
  "home.featuresHeading": "কেন পরিবারগুলো আমাদের বেছে নেয়",
  "home.featuredHeading": "বিশেষ কালেকশন",
  "home.featuredIntro": "ক্রেতারা যেগুলোর খোঁজ সবচেয়ে বেশি করেন, আমাদের নিজস্ব কারখানায় গড়া ও ফিনিশ করা।",
  "home.viewAll": "পুরো কালেকশন দেখুন",
  "home.noFeatured": "আমাদের কালেকশন এখন হালনাগাদ করা হচ্ছে। কিছুদিন পর আবার আসুন, অথবা আমাদের ফোন করুন।",
} as const satisfies Record<keyof typeof en, string>;
