import { z } from "zod";
import { RATE_GRADES, RATE_METALS } from "../rate-terms";

/**
 * A board's metals and grades, and its highest price, apart from the board's schemas: a public page's
 * rate alert form checks a grade without loading the board's whole contract (its times and queries).
 */
export const MAX_PRICE_PER_GRAM = 1_000_000;

export const rateMetalSchema = z.enum(RATE_METALS, { error: "Metal must be gold or silver" });
export const rateGradeSchema = z.enum(RATE_GRADES, {
  error: `Grade must be one of: ${RATE_GRADES.join(", ")}`,
});
