import { z } from "zod";
import { CATEGORIES, METALS } from "../jewelry-terms";
import { MAKING_CHARGE_KINDS, PIECE_ESTIMATE_CHOICES } from "../piece-estimate";
import { bengaliPatchText, bengaliText, companion, type TextField } from "./bengali-texts";
import { pieceIdsSchema } from "./piece-ids";
import { isoTimestamp, linkOrPath, requiredText } from "./text";
export const PURITY_SUGGESTIONS = ["22K", "21K", "18K", "925"] as const;
export const MAX_EXTRA_IMAGES = 12;
export const MAX_WEIGHT_GRAMS = 100_000;
/** A handful of pieces to suggest beside one: more would be a second catalogue, not a set. */
export const MAX_PAIRED_PIECES = 8;

export const categorySchema = z.enum(CATEGORIES, {
  error: `Category must be one of: ${CATEGORIES.join(", ")}`,
});
export const metalSchema = z.enum(METALS, { error: `Metal must be one of: ${METALS.join(", ")}` });

/** Far above any piece's stone, and far below a figure that could lose a taka in a float. */
export const MAX_STONE_VALUE = 100_000_000;
/** Taka per gram: above any making charge the trade asks, even for the finest handwork. */
export const MAX_MAKING_PER_GRAM = 100_000;

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A piece's own making charge, in place of the shop's minimum: a percent, or taka per gram. */
export const makingChargeSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("percent"),
      value: z
        .number({ error: "Making charge must be a number" })
        .min(0, "Making charge must be between 0 and 100 percent")
        .max(100, "Making charge must be between 0 and 100 percent")
        .refine(hasAtMostTwoDecimals, "Making charge can have at most two decimals"),
    }),
    z.object({
      kind: z.literal("perGram"),
      value: z
        .number({ error: "Making charge must be a number" })
        .int("Making charge per gram must be a whole number of taka")
        .min(0, "Making charge per gram must be 0 or more")
        .max(MAX_MAKING_PER_GRAM, `Making charge per gram must be at most ${MAX_MAKING_PER_GRAM} taka`),
    }),
  ],
  { error: `Making charge must be ${MAKING_CHARGE_KINDS.join(" or ")}` },
);

/** An item's texts that visitors read, written once for English and for its `bn` companion (ADR 021). */
const itemTexts = <T extends z.ZodType>(text: TextField<T>) => ({
  name: text("Name", 150),
  description: text("Description", 5000),
});

const bengali = companion(itemTexts(bengaliText));

const fields = {
  ...itemTexts(requiredText),
  category: categorySchema,
  metal: metalSchema,
  purity: requiredText("Purity", 20),
  weight: z
    .number({ error: "Weight must be a number" })
    .min(0, "Weight must be 0 or more")
    .max(MAX_WEIGHT_GRAMS, `Weight must be at most ${MAX_WEIGHT_GRAMS} grams`),
  // The owner adds a photo (uploaded or linked); a blank one is asked for in those words.
  imageUrl: linkOrPath("Main image URL", { message: "Add a photo", rule: "photoRequired" }),
  images: z
    .array(linkOrPath("Additional image URL"), { error: "Additional images must be a list of URLs" })
    .max(MAX_EXTRA_IMAGES, `At most ${MAX_EXTRA_IMAGES} additional images`),
  featured: z.boolean({ error: "Featured must be true or false" }),
  /** Whether the page shows today's estimated price: as the shop has it (ADR 046), always, or never. */
  estimate: z.enum(PIECE_ESTIMATE_CHOICES, { error: "Estimate must be shop, on or off" }),
  /** None: the shop's minimum making charge. */
  makingCharge: makingChargeSchema.nullable(),
  /** The stones' value in whole taka, added before VAT; none for a piece without stones. */
  stoneValue: z
    .number({ error: "Stone value must be a number" })
    .int("Stone value must be a whole number of taka")
    .min(0, "Stone value must be 0 or more")
    .max(MAX_STONE_VALUE, `Stone value must be at most ${MAX_STONE_VALUE} taka`)
    .nullable(),
  /** The pieces the owner shows beside this one ("Pairs with"), by id, in the owner's order. */
  pairsWith: pieceIdsSchema(
    "Pairs with",
    MAX_PAIRED_PIECES,
    `A piece pairs with at most ${MAX_PAIRED_PIECES} others`,
  ),
};

/**
 * A new item: everything the admin form requires; extra images, featured, the pieces it pairs with
 * and Bengali texts are optional.
 */
export const jewelryInputSchema = z.object({
  ...fields,
  images: fields.images.default([]),
  featured: fields.featured.default(false),
  pairsWith: fields.pairsWith.optional(),
  // Left out: as the shop has it, the shop's minimum making charge, no stones.
  estimate: fields.estimate.optional(),
  makingCharge: fields.makingCharge.optional(),
  stoneValue: fields.stoneValue.optional(),
  bn: bengali,
});

/**
 * An update: the full item, or any subset of its fields (the featured toggle sends only `featured`).
 * Within `bn` too, a text left out keeps its stored value.
 */
export const jewelryPatchSchema = z
  .object({ ...fields, bn: z.object(itemTexts(bengaliPatchText)).partial() })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to update: send at least one field");

export const jewelryItemSchema = z.object({
  _id: z.string(),
  ...fields,
  // Absent from a device's copy kept before pieces were paired: none, as the server reads it.
  pairsWith: fields.pairsWith.optional(),
  // Absent from a device's copy kept before estimates: as the shop has it, as the server reads it.
  estimate: fields.estimate.optional(),
  makingCharge: fields.makingCharge.optional(),
  stoneValue: fields.stoneValue.optional(),
  bn: bengali,
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});

export type JewelryInput = z.input<typeof jewelryInputSchema>;
export type NewJewelry = z.output<typeof jewelryInputSchema>;
export type JewelryPatch = z.infer<typeof jewelryPatchSchema>;
export type JewelryItem = z.infer<typeof jewelryItemSchema>;

/** What the server refuses in `pairsWith` that only the catalogue can tell, in the words both sides show. */
export const pairingRefusals = {
  itself: "A piece cannot pair with itself",
  unknown: (id: string) => `No piece has the id ${id}: it may have been deleted`,
} as const;

/**
 * Why `pairsWith` cannot be saved on the piece `id` (null for a new one), given which ids the
 * catalogue holds; null when it can.
 */
export function pairingIssue(
  id: string | null,
  pairsWith: readonly string[],
  exists: (id: string) => boolean,
): { message: string; check: "pairsItself" | "pairsUnknown" } | null {
  if (id !== null && pairsWith.includes(id)) return { message: pairingRefusals.itself, check: "pairsItself" };
  const unknown = pairsWith.find((paired) => paired !== id && !exists(paired));
  return unknown === undefined ? null : { message: pairingRefusals.unknown(unknown), check: "pairsUnknown" };
}
