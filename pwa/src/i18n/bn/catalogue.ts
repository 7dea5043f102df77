import { BENGALI_CATEGORY_NAMES, BENGALI_METAL_NAMES } from "#core/jewelry-terms-bn";
import { PAGE_NAMES } from "#core/page-names";
import type { catalogue as en } from "../en/catalogue";

export const catalogue = {
  // Card
  "catalogue.featured": "বিশেষ",
  "catalogue.metal": "ধাতু",
  "catalogue.purity": "বিশুদ্ধতা",
  "catalogue.weight": "ওজন (গ্রাম)",
  "catalogue.price": "দাম",
  "catalogue.imageAltNumbered": "{name}, {total}টি ছবির {index} নম্বর",
  "catalogue.previousImage": "{name}-এর আগের ছবি",
  "catalogue.nextImage": "{name}-এর পরের ছবি",
  "catalogue.imageCounter": "{index} / {total}",

  // List
  "catalogue.listTitle": PAGE_NAMES.bn.jewelry,
  "catalogue.listIntro": "হলমার্ক করা সোনা, স্টার্লিং রুপা, হীরা ও প্লাটিনামের গহনা, সবই আমাদের নিজস্ব কারখানায় তৈরি।",
  "catalogue.search": "খুঁজুন",
  "catalogue.searchPlaceholder": "গহনা খুঁজুন…",
  "catalogue.category": "ধরন",
  "catalogue.all": "সব",
  "catalogue.categoryName.Ring": BENGALI_CATEGORY_NAMES.Ring,
  "catalogue.categoryName.Necklace": BENGALI_CATEGORY_NAMES.Necklace,
  "catalogue.categoryName.Earrings": BENGALI_CATEGORY_NAMES.Earrings,
  "catalogue.categoryName.Bracelet": BENGALI_CATEGORY_NAMES.Bracelet,
  "catalogue.categoryName.Bangles": BENGALI_CATEGORY_NAMES.Bangles,
  "catalogue.categoryName.Chain": BENGALI_CATEGORY_NAMES.Chain,
  "catalogue.categoryName.Pendant": BENGALI_CATEGORY_NAMES.Pendant,
  "catalogue.metalName.Gold": BENGALI_METAL_NAMES.Gold,
  "catalogue.metalName.Silver": BENGALI_METAL_NAMES.Silver,
  "catalogue.metalName.Diamond": BENGALI_METAL_NAMES.Diamond,
  "catalogue.metalName.Platinum": BENGALI_METAL_NAMES.Platinum,
  "catalogue.resultsLabel": "গহনার তালিকা",
  "catalogue.count": "{total}টির মধ্যে {shown}টি দেখানো হচ্ছে",
  "catalogue.emptyTitle": "কোনো গহনা পাওয়া যায়নি",
  "catalogue.emptyHint": "অন্য কিছু লিখে খুঁজুন বা ফিল্টার বদলে দেখুন",
  "catalogue.emptyCatalogue": "আমাদের কালেকশন এখন হালনাগাদ করা হচ্ছে। কিছুদিন পর আবার আসুন, অথবা আমাদের ফোন করুন।",
  "catalogue.clearFilters": "ফিল্টার মুছুন",

  // Detail
  "catalogue.detailTitle": "গহনা",
  "catalogue.loadingItem": "গহনার তথ্য লোড হচ্ছে…",
  "catalogue.notFoundTitle": PAGE_NAMES.bn.itemNotFound,
  "catalogue.notFoundText": "গহনাটি হয়তো বিক্রি হয়ে গেছে, বা আমাদের কালেকশন থেকে সরিয়ে নেওয়া হয়েছে।",
  "catalogue.backToCollection": "কালেকশনে ফিরে যান",
  "catalogue.showImage": "{total}টি ছবির {index} নম্বরটি দেখুন",
  "catalogue.favourite": "পছন্দের তালিকায়",
  "catalogue.favouriteHint": "পছন্দের তালিকা শুধু এই ডিভাইসেই থাকে।",
  "catalogue.share": "শেয়ার করুন",
  "catalogue.linkCopied": "লিংক কপি হয়েছে!",
  "catalogue.copyFailed": "লিংকটি কপি করা যায়নি। ব্রাউজারের ঠিকানার ঘর থেকে কপি করে নিন।",
  "catalogue.description": "বিবরণ",
  "catalogue.specifications": "খুঁটিনাটি",
  "catalogue.quality": "মান",
  "catalogue.premium": "প্রিমিয়াম",
  "catalogue.weightValue": "{grams} গ্রাম",
  "catalogue.traditionalWeight": "({vori} ভরি {ana} আনা {roti} রতি {point} পয়েন্ট)",
  "catalogue.enquire": "দাম জানুন ও যোগাযোগ করুন",
  "catalogue.visitStore": "আমাদের শোরুমে আসুন",
  "catalogue.enquiryMessage":
    "হ্যালো {shop}, {name} ({purity}, {weight} গ্রাম) গহনাটির দাম জানতে চাই। এটি কি এখন পাওয়া যাবে? {url}",
} as const satisfies Record<keyof typeof en, string>;
