import { PAGE_NAMES } from "#core/page-names";
export const catalogue = {
  // Card
  "catalogue.featured": "Featured",
  "catalogue.metal": "Metal",
  "catalogue.purity": "Purity",
  "catalogue.weight": "Weight (g)",
  "catalogue.price": "Price",
  "catalogue.imageAltNumbered": "{name}, image {index} of {total}",
  "catalogue.previousImage": "Previous image of {name}",
  "catalogue.nextImage": "Next image of {name}",
  "catalogue.imageCounter": "{index} / {total}",

  // List
  "catalogue.listTitle": PAGE_NAMES.en.jewelry,
  "catalogue.listIntro":
    "Hallmarked gold, sterling silver, diamond and platinum pieces, made in our own workshop.",
  "catalogue.search": "Search",
  "catalogue.searchPlaceholder": "Search jewelry...",
  "catalogue.category": "Category",
  "catalogue.all": "All",
  "catalogue.resultsLabel": "Jewelry items",
  "catalogue.count": "Showing {shown} of {total} items",
  "catalogue.emptyTitle": "No jewelry found",
  "catalogue.emptyHint": "Try adjusting your search or filter criteria",
  "catalogue.emptyCatalogue": "Our collection is being updated. Please visit again soon or call us.",
  "catalogue.clearFilters": "Clear filters",

  // Detail
  "catalogue.detailTitle": "Jewelry",
  "catalogue.loadingItem": "Loading jewelry item...",
  "catalogue.notFoundTitle": PAGE_NAMES.en.itemNotFound,
  "catalogue.notFoundText": "This piece may have been sold or removed from our collection.",
  "catalogue.backToCollection": "Back to Collection",
  "catalogue.showImage": "Show image {index} of {total}",
  "catalogue.favourite": "Favourite",
  "catalogue.favouriteHint": "Favourites are kept on this device only.",
  "catalogue.share": "Share",
  "catalogue.linkCopied": "Link copied to clipboard!",
  "catalogue.copyFailed": "Could not copy the link. You can copy it from the address bar.",
  "catalogue.description": "Description",
  "catalogue.specifications": "Specifications",
  "catalogue.quality": "Quality",
  "catalogue.premium": "Premium",
  "catalogue.weightValue": "{grams} g",
  "catalogue.traditionalWeight": "({vori} vori {ana} ana {roti} roti {point} point)",
  "catalogue.enquire": "Get Quote & Enquire",
  "catalogue.visitStore": "Visit Our Store",
  "catalogue.enquiryMessage":
    "Hello {shop}, I would like a quote for the {name} ({purity}, {weight} g). Is it available? {url}",
} as const;
