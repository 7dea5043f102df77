import { z } from "zod";
import { checkRule } from "../failed-check";

/**
 * Pieces named by id in the owner's order, each once: the pieces an item pairs with, a collection's
 * pieces. `label` names the field in the messages, `tooMany` says its limit.
 */
export const pieceIdsSchema = (label: string, max: number, tooMany: string) =>
  z
    .array(
      z
        .string({ error: `${label} must list item ids` })
        .trim()
        .min(1, `${label} must list item ids`),
      {
        error: `${label} must be a list of item ids`,
      },
    )
    .max(max, tooMany)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: `${label}: each piece can be listed once`,
      params: checkRule("piecesRepeated"),
    });
