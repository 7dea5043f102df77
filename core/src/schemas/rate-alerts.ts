import { z } from "zod";
import { LANGUAGES } from "../language";
import { pushEndpointSchema, pushSubscriptionSchema } from "./push";
import { rateAlertRuleSchema } from "./rate-alert-rule";
import { isoTimestamp } from "./text";

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

export type RateAlertInput = z.infer<typeof rateAlertInputSchema>;
export type RateAlert = z.infer<typeof rateAlertSchema>;
export type RateAlertRound = z.infer<typeof rateAlertRoundSchema>;
export type RateAlertSummary = z.infer<typeof rateAlertSummarySchema>;
