import { z } from "zod";
import { ALL } from "../catalogue-filters";
import { CATEGORIES, METALS } from "../jewelry-terms";
import { jewelryItemSchema } from "./jewelry";

/** `GET /api/jewelry/page`: the list's search, filters and page, as its address carries them. */
export const cataloguePageQuerySchema = z.object({
  q: z.string().max(100, "q must be at most 100 characters").default(""),
  category: z
    .enum([ALL, ...CATEGORIES], { error: `category must be one of: ${[ALL, ...CATEGORIES].join(", ")}` })
    .default(ALL),
  metal: z
    .enum([ALL, ...METALS], { error: `metal must be one of: ${[ALL, ...METALS].join(", ")}` })
    .default(ALL),
  page: z.coerce
    .number({ error: "page must be a number" })
    .int("page must be a whole number")
    .min(1, "page must be 1 or more")
    .max(1_000_000, "page must be at most 1000000")
    .default(1),
});

export const cataloguePageSchema = z.object({
  items: z.array(jewelryItemSchema),
  highlights: z.array(z.string()),
  matched: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
