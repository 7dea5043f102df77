import { z } from "zod";
import { LANGUAGES } from "../language";
import { MAX_PRICE_PER_GRAM, rateGradeSchema, rateMetalSchema } from "./gold-rates";
import { pushEndpointSchema, pushSubscriptionSchema } from "./push";
import { isoTimestamp } from "./text";

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

export const rateAlertLanguageSchema = z.enum(LANGUAGES, { error: "Language must be en or bn" });

/** A visitor's browser asking for alerts: its push subscription, the language to alert in, and when. */
export const rateAlertInputSchema = z.object({
  subscription: pushSubscriptionSchema,
  language: rateAlertLanguageSchema,
  rule: rateAlertRuleSchema,
});

/** What this browser is alerted to, as the server keeps it; nothing else about the visitor is kept. */
export const rateAlertSchema = z.object({
  language: rateAlertLanguageSchema,
  rule: rateAlertRuleSchema,
  since: isoTimestamp,
});

/** Asking about, or stopping, this browser's alerts: its push service's address is all it takes. */
export const rateAlertEndpointSchema = pushEndpointSchema;

export const rateAlertStoppedSchema = z.object({ stopped: z.boolean() });

/** The alerts sent for one board, as the owner reads them. */
export const rateAlertRoundSchema = z.object({
  boardId: z.number().int(),
  effectiveAt: isoTimestamp,
  /** When the board took effect and its alerts were written, by the server's clock. */
  queuedAt: isoTimestamp,
  alerted: z.number().int(),
  sent: z.number().int(),
  waiting: z.number().int(),
  /** Subscriptions the push service reported gone, forgotten since. */
  gone: z.number().int(),
  /** Given up after a day of failed tries. */
  failed: z.number().int(),
});

export const rateAlertSummarySchema = z.object({
  subscribers: z.number().int(),
  everyBoard: z.number().int(),
  onAPrice: z.number().int(),
  rounds: z.array(rateAlertRoundSchema),
});

export type RateAlertRule = z.infer<typeof rateAlertRuleSchema>;
export type RateAlertInput = z.infer<typeof rateAlertInputSchema>;
export type RateAlert = z.infer<typeof rateAlertSchema>;
export type RateAlertRound = z.infer<typeof rateAlertRoundSchema>;
export type RateAlertSummary = z.infer<typeof rateAlertSummarySchema>;
