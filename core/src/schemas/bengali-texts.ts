import { z } from "zod";
import { optionalText } from "./text";

/**
 * Builds one text field of a shape from its label and length limit. A section's or an item's texts
 * are written once as a function of such builders, so the English field and its Bengali companion
 * share their label and limit (ADR 021).
 */
export type TextField<T extends z.ZodType> = (label: string, max: number) => T;

/** A Bengali text where none is stored yet: blank, so the English one is read. */
export const bengaliText = (label: string, max: number) => bengaliPatchText(label, max).default("");

/** A Bengali text in a change: left out means unchanged, so it has no default. */
export const bengaliPatchText = (label: string, max: number) => optionalText(`${label} (Bengali)`, max);

type CompanionShape<Shape extends z.ZodRawShape> = {
  [Key in keyof Shape]: Shape[Key] extends z.ZodObject<infer Inner>
    ? z.ZodPrefault<z.ZodObject<CompanionShape<Inner>>>
    : Shape[Key];
};

/** A `bn` object: left out by clients that know only the spec's shapes, and any group of it too. */
export type Companion<Shape extends z.ZodRawShape> = z.ZodOptional<z.ZodObject<CompanionShape<Shape>>>;

/** A group left out becomes blanks, as the texts left out do. */
function companionShape<Shape extends z.ZodRawShape>(shape: Shape): CompanionShape<Shape> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodObject ? z.object(companionShape(field.shape)).prefault({}) : field,
    ]),
  ) as CompanionShape<Shape>;
}

/**
 * The `bn` object of a section or an item, from its texts built with `bengaliText`. It is optional,
 * so the spec's shapes stay valid; a copy saved before it existed has none, and reads as English.
 */
export const companion = <Shape extends z.ZodRawShape>(shape: Shape): Companion<Shape> =>
  z.object(companionShape(shape)).optional();
