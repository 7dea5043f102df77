import { z } from "zod";
import { CATEGORIES, METALS } from "../jewelry-terms";
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
