import { PAGE_NAMES } from "#core/page-names";
import type { collections as en } from "../en/collections";

export const collections = {
  "collections.shopBy": "কালেকশন অনুযায়ী দেখুন",
  "collections.shopByIntro": "যেদিন যে গহনা পরবেন, সেদিনের জন্য একসাথে বাছাই করা।",
  "collections.pieces": "{count}টি গহনা",
  "collections.onePiece": "১টি গহনা",
  "collections.title": "কালেকশন",
  "collections.loading": "কালেকশন লোড হচ্ছে…",
  "collections.notFoundTitle": PAGE_NAMES.bn.collectionNotFound,
  "collections.notFoundText":
    "এই কালেকশনটি এখন আর আমাদের সাইটে নেই, অথবা ঠিকানায় বানান ভুল আছে। আমাদের সব গহনা এক ট্যাপ দূরে।",
  "collections.seeAll": "আমাদের সব গহনা দেখুন",
} as const satisfies Record<keyof typeof en, string>;
