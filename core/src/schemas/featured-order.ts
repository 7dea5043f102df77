import { z } from "zod";
import { pieceIdsSchema } from "./piece-ids";

/** More featured pieces than a home page row could ever show; the bound keeps a request small. */
export const MAX_FEATURED_ORDERED = 500;

/**
 * The order the home page shows the featured pieces in, first to last, by id. A featured piece
 * left out follows them, newest first, as one featured later does.
 */
export const featuredOrderSchema = z.object(
  {
    ids: pieceIdsSchema(
      "Featured order",
      MAX_FEATURED_ORDERED,
      `The featured order can list at most ${MAX_FEATURED_ORDERED} pieces`,
    ),
  },
  { error: "Send the featured order as { ids: [...] }" },
);

export type FeaturedOrder = z.infer<typeof featuredOrderSchema>;
