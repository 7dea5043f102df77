import { z } from "zod";
import { jewelryItemSchema } from "./jewelry";

/** GET /api/jewelry/{id}/related: the item page's "Pairs with" and "More in this category". */
export const relatedPiecesSchema = z.object({
  pairsWith: z.array(jewelryItemSchema),
  moreInCategory: z.array(jewelryItemSchema),
});
