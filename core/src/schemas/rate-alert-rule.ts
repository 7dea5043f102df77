import { z } from "zod";
import { MAX_PRICE_PER_GRAM, rateGradeSchema, rateMetalSchema } from "./rate-grades";

/** A per-vori threshold can be no higher than the highest per-gram price a board takes, in vori. */
const MAX_THRESHOLD_PER_VORI = Math.round((MAX_PRICE_PER_GRAM * 11664) / 1000);

const thresholdPerVori = z
  .number({
    error: (issue) =>
      issue.input === undefined ? "The price per vori is required" : "The price per vori must be a number",
  })
  .int("The price per vori must be a whole number of taka")
  .min(1, "The price per vori must be at least 1 taka")
  .max(MAX_THRESHOLD_PER_VORI, `The price per vori must be at most ${MAX_THRESHOLD_PER_VORI} taka`);

/**
 * What a visitor is alerted to: every board that takes effect, or the first board that takes one
 * grade's price per vori below (or above) a figure they chose, from where the board before left it.
 */
export const rateAlertRuleSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("every") }),
    z.object({
      kind: z.enum(["below", "above"]),
      metal: rateMetalSchema,
      grade: rateGradeSchema,
      perVori: thresholdPerVori,
    }),
  ],
  { error: "Choose every new board, or a price going below or above a figure" },
);

export type RateAlertRule = z.infer<typeof rateAlertRuleSchema>;
