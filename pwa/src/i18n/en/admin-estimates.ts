/** The owner's estimate settings: shop-wide in Gold Rates, and each piece's own in its editor. */
export const adminEstimates = {
  "adminEstimates.shop.legend": "Estimated price on each piece's page",
  "adminEstimates.shop.off": "Off: every piece says Contact Us",
  "adminEstimates.shop.all": "On every gold and silver piece",
  "adminEstimates.shop.categories": "Only in these categories",
  "adminEstimates.shop.hint":
    "From the board in force, with the VAT and minimum making charge above. A piece's own setting, in its editor, comes first.",
  "adminEstimates.shop.categoriesLegend": "Categories that show an estimate",
  "adminEstimates.preview": "{name}, {grams} g {purity}: estimated {total}",
  "adminEstimates.preview.off": "Pieces say Contact Us, except any set to always show their estimate.",
  "adminEstimates.preview.none":
    "No gold or silver piece priced on the board shows an estimate with these settings.",
  "adminEstimates.preview.noBoard": "Publish a board to see a piece's estimate.",
  "adminEstimates.piece.legend": "Price estimate",
  "adminEstimates.piece.hint":
    "Today's estimate on this piece's page, for gold or silver of 22K, 21K, 18K, Traditional or 925.",
  "adminEstimates.piece.shown": "Show the estimate",
  "adminEstimates.piece.shown.shop": "As the shop's setting",
  "adminEstimates.piece.shown.on": "Always",
  "adminEstimates.piece.shown.off": "Never (Contact Us)",
  "adminEstimates.piece.making": "Making charge",
  "adminEstimates.piece.making.shop": "The shop's minimum",
  "adminEstimates.piece.making.percent": "Percent of the metal value",
  "adminEstimates.piece.making.perGram": "Taka per gram",
  "adminEstimates.piece.makingValue.percent": "Making charge (%)",
  "adminEstimates.piece.makingValue.perGram": "Making charge (৳ per gram)",
  "adminEstimates.piece.stone": "Stone value (৳)",
  "adminEstimates.piece.stoneHint": "Leave blank for a piece without stones.",
} as const;
