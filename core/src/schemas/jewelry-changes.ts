import { z } from "zod";
import { CATALOGUE_PART_SIZE } from "../catalogue-parts";
import { jewelryItemSchema } from "./jewelry";

/**
 * Where a device's copy of the catalogue stands, as the server last told it: the change log's name
 * and the number of the last change the copy holds (ADR 025). Opaque to the device.
 */
export const catalogueCursorSchema = z
  .string()
  .regex(/^[0-9a-f]{16}\.\d{1,15}$/, "since must be a cursor from an earlier answer of this call");

export const jewelryChangesQuerySchema = z.object({
  /** Left out: the device has no copy yet, and the answer is the whole catalogue, part by part. */
  since: catalogueCursorSchema.optional(),
  /** Where a whole catalogue answered in parts goes on: the `next` of the part before. */
  after: z.string().min(1, "after must be an item id").max(40, "after must be an item id").optional(),
  /** At most this many items in a part of a whole catalogue; the rest follow part by part. */
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, `limit must be between 1 and ${CATALOGUE_PART_SIZE}`)
    .max(CATALOGUE_PART_SIZE, `limit must be between 1 and ${CATALOGUE_PART_SIZE}`)
    .default(CATALOGUE_PART_SIZE),
});

export const jewelryChangesSchema = z.object({
  /** To send as `since` next time. */
  cursor: catalogueCursorSchema,
  /**
   * The answer is the whole catalogue, to replace the device's copy: it had none, or the log no
   * longer reaches back to its cursor (removals are forgotten after a while, a restored database
   * starts a new log).
   */
  complete: z.boolean(),
  /** Items added or changed since the cursor (every item when complete), in the order they changed. */
  items: z.array(jewelryItemSchema),
  /** Ids of items removed since the cursor (none when complete). */
  removed: z.array(z.string()),
  /**
   * A whole catalogue cut to `limit` items: what to send as `after` for the next part; null on the
   * last part (and on every answer of changes). A device keeps the first part's cursor: what
   * changes while it downloads the parts, the next sync brings.
   */
  next: z.string().nullable(),
});

export type JewelryChanges = z.infer<typeof jewelryChangesSchema>;
