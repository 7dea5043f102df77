import { z } from "zod";
import { MAX_COLLECTION_PIECES, MAX_SLUG_LENGTH, SLUG_PATTERN } from "../collection-rules";
import { checkRule } from "../failed-check";
import { bengaliText, companion, type TextField } from "./bengali-texts";
import { jewelryItemSchema } from "./jewelry";
import { pieceIdsSchema } from "./piece-ids";
import { isoTimestamp, optionalLinkOrPath, optionalText, requiredLine } from "./text";

/** A collection's texts that visitors read, written once for English and for its `bn` companion (ADR 021). */
const collectionTexts = <T extends z.ZodType>(text: TextField<T>) => ({
  name: text("Name", 80),
  description: text("Description", 500),
});

export const slugSchema = z
  .string({ error: "Address (slug) is required" })
  .trim()
  .min(1, "Address (slug) is required")
  .max(MAX_SLUG_LENGTH, `Address (slug) must be at most ${MAX_SLUG_LENGTH} characters`)
  .refine((slug) => slug === "" || SLUG_PATTERN.test(slug), {
    message: "Address (slug) may hold only lowercase letters, digits and single hyphens between them",
    params: checkRule("slug"),
  });

export const collectionInputSchema = z.object({
  name: requiredLine("Name", 80),
  description: optionalText("Description", 500).default(""),
  bn: companion(collectionTexts(bengaliText)),
  slug: slugSchema,
  // Blank: the first piece's photo stands in.
  coverImage: optionalLinkOrPath("Cover photo").default(""),
  pieceIds: pieceIdsSchema(
    "Pieces",
    MAX_COLLECTION_PIECES,
    `A collection holds at most ${MAX_COLLECTION_PIECES} pieces`,
  ).default([]),
});

/** A collection as the API answers it: its pieces still in the catalogue, in the owner's order. */
export const collectionSchema = collectionInputSchema.extend({
  _id: z.string(),
  description: z.string(),
  coverImage: z.string(),
  pieceIds: z.array(z.string()),
  /** The photo that shows the collection: the owner's cover, else the first piece's photo, else blank. */
  cover: z.string(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});

/** One collection's page: the collection with its pieces themselves. */
export const collectionWithPiecesSchema = collectionSchema.extend({ pieces: z.array(jewelryItemSchema) });

export type CollectionInput = z.input<typeof collectionInputSchema>;
export type NewCollection = z.output<typeof collectionInputSchema>;
export type Collection = z.infer<typeof collectionSchema>;
export type CollectionWithPieces = z.infer<typeof collectionWithPiecesSchema>;
