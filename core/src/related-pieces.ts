import type { JewelryItem } from "./schemas/jewelry";

/** "More in this category": a row of cards, one row on a wide screen. */
export const MORE_IN_CATEGORY = 4;

/** What an item's page shows below the piece: the pieces it pairs with, then more of its kind. */
export interface RelatedPieces {
  /** The pieces the owner paired with it, in the owner's order; a deleted one is simply left out. */
  pairsWith: JewelryItem[];
  /** The newest other pieces of its category, none of them already paired with it. */
  moreInCategory: JewelryItem[];
}

/**
 * The pieces shown beside `item`, from `catalogue` newest first (as the server lists it and the
 * device keeps it). The server answers with it, and a device offline works it out from its copy.
 */
export function relatedPieces(item: JewelryItem, catalogue: readonly JewelryItem[]): RelatedPieces {
  const paired = item.pairsWith ?? [];
  const byId = new Map<string, JewelryItem>();
  const moreInCategory: JewelryItem[] = [];
  for (const piece of catalogue) {
    if (piece._id === item._id) continue;
    if (paired.includes(piece._id)) byId.set(piece._id, piece);
    else if (piece.category === item.category && moreInCategory.length < MORE_IN_CATEGORY)
      moreInCategory.push(piece);
  }
  const pairsWith = paired.flatMap((id) => byId.get(id) ?? []);
  return { pairsWith, moreInCategory };
}
