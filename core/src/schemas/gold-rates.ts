import { z } from "zod";
import { checkRule } from "../failed-check";
import { RATE_GRADES, RATE_HISTORY_DAYS } from "../rate-terms";
import { MAX_PRICE_PER_GRAM, rateGradeSchema, rateMetalSchema } from "./rate-grades";
import { isoTimestamp } from "./text";

const pricePerGram = (label: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number`),
    })
    .int(`${label} must be a whole number of taka`)
    .min(1, `${label} must be at least 1 taka`)
    .max(MAX_PRICE_PER_GRAM, `${label} must be at most ${MAX_PRICE_PER_GRAM} taka`);

const gradePrices = (metal: string) =>
  z
    .object(
      {
        "22K": pricePerGram(`${metal} 22K price per gram`),
        "21K": pricePerGram(`${metal} 21K price per gram`),
        "18K": pricePerGram(`${metal} 18K price per gram`),
        Traditional: pricePerGram(`${metal} Traditional price per gram`),
      },
      { error: `${metal} prices are required for 22K, 21K, 18K and Traditional` },
    )
    .superRefine(
      (prices, ctx) => {
        RATE_GRADES.forEach((grade, index) => {
          const purer = RATE_GRADES[index - 1];
          if (purer && prices[grade] >= prices[purer]) {
            ctx.addIssue({
              code: "custom",
              path: [grade],
              message: `${metal} ${grade} must cost less per gram than ${purer}`,
              params: checkRule("gradeOrder"),
            });
          }
        });
      },
      // The order is judged once the metal's four figures are all prices; until then their own
      // messages say what is wrong, and a blank or zero is not reported twice.
      { when: ({ issues }) => issues.length === 0 },
    );

/**
 * A full board: all eight prices, per gram in whole taka (the master figure; per vori is derived).
 * Within each metal a purer grade costs more per gram: 22K > 21K > 18K > Traditional; a grade that
 * does not is refused under its own path (`gold.21K`), so the form marks the figure to look at.
 */
export const rateBoardPricesSchema = z.object(
  { gold: gradePrices("Gold"), silver: gradePrices("Silver") },
  { error: "Prices are required for gold and silver" },
);

/** One row of the public tables: the spec's {product, description, price} plus the figures behind it. */
export const rateEntrySchema = z.object({
  product: z.string(),
  description: z.string(),
  /** Taka per vori, as BAJUS publishes it. */
  price: z.number().int(),
  metal: rateMetalSchema,
  grade: rateGradeSchema,
  perGram: z.number().int(),
  perVori: z.number().int(),
  previousPerGram: z.number().int().nullable(),
  effectiveAt: isoTimestamp,
});

export const goldRatesResponseSchema = z.object({
  goldPrices: z.array(rateEntrySchema),
  silverPrices: z.array(rateEntrySchema),
  effectiveAt: isoTimestamp.nullable(),
  /**
   * When a board already scheduled takes over from this one, so a screen left open (the showroom
   * display) asks again at that moment; null when none is. Absent from a copy an older server sent.
   */
  nextChangeAt: isoTimestamp.nullable().optional(),
});

export type RateBoardPrices = z.infer<typeof rateBoardPricesSchema>;
export type RateEntry = z.infer<typeof rateEntrySchema>;
export type GoldRatesResponse = z.infer<typeof goldRatesResponseSchema>;

/** How far ahead a board may be scheduled. */
export const MAX_SCHEDULE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const effectiveAtSchema = z.iso.datetime({
  offset: true,
  error: "The effective time must be a date and time",
});

/** Publishing a board: all eight prices, effective now unless a time is chosen. */
export const rateBoardInputSchema = z.object({
  prices: rateBoardPricesSchema,
  effectiveAt: effectiveAtSchema.optional(),
});

/**
 * The same request checked against the clock: a chosen time may be at most MAX_SCHEDULE_DAYS ahead of
 * `now`. The server passes its own clock and the admin form the device's, so both refuse with the
 * same sentence under the same `effectiveAt` path.
 */
export const rateBoardInputAt = (now: Date) =>
  rateBoardInputSchema.extend({
    effectiveAt: effectiveAtSchema
      .refine(
        // A string that is no time at all is the format check's to report, once.
        (iso) => !(Date.parse(iso) > now.getTime() + MAX_SCHEDULE_DAYS * DAY_MS),
        {
          message: `The effective time can be at most ${MAX_SCHEDULE_DAYS} days ahead`,
          params: checkRule("scheduleAhead", MAX_SCHEDULE_DAYS),
        },
      )
      .optional(),
  });

/**
 * Eight whole-taka figures, metal → grade. A board's prices as stored: the grade order is checked
 * when a board is published, not when one from before the rule is read back.
 */
const boardFiguresSchema = z.record(rateMetalSchema, z.record(rateGradeSchema, z.number().int()));

/** A board as it is kept: its per-gram prices and who entered it when. */
const rateBoardRecordSchema = z.object({
  id: z.number().int(),
  effectiveAt: isoTimestamp,
  createdAt: isoTimestamp,
  createdBy: z.string(),
  withdrawnAt: isoTimestamp.nullable(),
  prices: boardFiguresSchema,
});

export const RATE_BOARD_STATUSES = ["in-force", "scheduled", "withdrawn", "replaced"] as const;

/** A board as the admin reads it: where it stands at the server's clock, and its prices per vori. */
export const rateBoardSchema = rateBoardRecordSchema.extend({
  status: z.enum(RATE_BOARD_STATUSES),
  /** Derived from `prices` with `pricePerVori`, never stored. */
  perVori: boardFiguresSchema,
});

export const rateHistoryQuerySchema = z.object({
  metal: rateMetalSchema,
  grade: rateGradeSchema,
  days: z.coerce
    .number({ error: "days must be a number" })
    .pipe(z.literal(RATE_HISTORY_DAYS, { error: "days must be 30, 90 or 365" }))
    .default(30),
});

export const ratePointSchema = z.object({
  effectiveAt: isoTimestamp,
  perGram: z.number().int(),
  perVori: z.number().int(),
});

export const rateHistoryResponseSchema = z.object({
  metal: rateMetalSchema,
  grade: rateGradeSchema,
  days: z.number().int(),
  /** The figure in force when the window opened, so a chart starts at the left edge. */
  before: ratePointSchema.nullable(),
  points: z.array(ratePointSchema),
});

export type RateBoardInput = z.infer<typeof rateBoardInputSchema>;
export type RateBoardFigures = z.infer<typeof boardFiguresSchema>;
export type RateBoardRecord = z.infer<typeof rateBoardRecordSchema>;
export type RateBoardStatus = (typeof RATE_BOARD_STATUSES)[number];
export type RateBoard = z.infer<typeof rateBoardSchema>;
export type RateHistoryQuery = z.infer<typeof rateHistoryQuerySchema>;
export type RatePoint = z.infer<typeof ratePointSchema>;
export type RateHistoryResponse = z.infer<typeof rateHistoryResponseSchema>;
