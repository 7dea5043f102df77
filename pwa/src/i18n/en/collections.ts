import { PAGE_NAMES } from "#core/page-names";

export const collections = {
  "collections.shopBy": "Shop by collection",
  "collections.shopByIntro": "Pieces chosen together, for the day they will be worn.",
  "collections.pieces": "{count} pieces",
  "collections.onePiece": "1 piece",
  "collections.title": "Collection",
  "collections.loading": "Loading the collection...",
  "collections.notFoundTitle": PAGE_NAMES.en.collectionNotFound,
  "collections.notFoundText":
    "This collection is not on our site any more, or its address has a typing mistake. Our whole collection is one tap away.",
  "collections.seeAll": "See all our jewellery",
} as const;
