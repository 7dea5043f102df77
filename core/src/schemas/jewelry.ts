import { z } from "zod";
import { CATEGORIES, METALS } from "../jewelry-terms";
import { isoTimestamp, linkOrPath, requiredText } from "./text";
export const PURITY_SUGGESTIONS = ["22K", "21K", "18K", "925"] as const;
export const MAX_EXTRA_IMAGES = 12;
export const MAX_WEIGHT_GRAMS = 100_000;

export const categorySchema = z.enum(CATEGORIES, {
  error: `Category must be one of: ${CATEGORIES.join(", ")}`,
});
export const metalSchema = z.enum(METALS, { error: `Metal must be one of: ${METALS.join(", ")}` });

const fields = {
  name: requiredText("Name", 150),
  description: requiredText("Description", 5000),
  category: categorySchema,
  metal: metalSchema,
  purity: requiredText("Purity", 20),
  weight: z
    .number({ error: "Weight must be a number" })
    .min(0, "Weight must be 0 or more")
    .max(MAX_WEIGHT_GRAMS, `Weight must be at most ${MAX_WEIGHT_GRAMS} grams`),
  imageUrl: linkOrPath("Main image URL"),
  images: z
    .array(linkOrPath("Additional image URL"), { error: "Additional images must be a list of URLs" })
    .max(MAX_EXTRA_IMAGES, `At most ${MAX_EXTRA_IMAGES} additional images`),
  featured: z.boolean({ error: "Featured must be true or false" }),
};

/** A new item: everything the admin form requires; extra images and featured are optional. */
export const jewelryInputSchema = z.object({
  ...fields,
  images: fields.images.default([]),
  featured: fields.featured.default(false),
});

/** An update: the full item, or any subset of its fields (the featured toggle sends only `featured`). */
export const jewelryPatchSchema = z
  .object(fields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, "Nothing to update: send at least one field");

export const jewelryItemSchema = z.object({
  _id: z.string(),
  ...fields,
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});

export type JewelryInput = z.input<typeof jewelryInputSchema>;
export type NewJewelry = z.output<typeof jewelryInputSchema>;
export type JewelryPatch = z.infer<typeof jewelryPatchSchema>;
export type JewelryItem = z.infer<typeof jewelryItemSchema>;
