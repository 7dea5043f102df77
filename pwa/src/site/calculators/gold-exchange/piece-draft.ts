import {
  MAX_PIECE_GRAMS,
  MAX_PIECE_VORI,
  type OldGoldPiece,
  type OldGoldWeight,
  oldGoldProblem,
} from "#core/gold-exchange";
import type { RateGrade } from "#core/rate-terms";
import { formatPieceGrams } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { EMPTY_FIELDS, parseGrams, parseWeight, type WeightErrors, type WeightFields } from "../weight-form";

export type DraftUnit = OldGoldWeight["unit"];

/** One old piece as the visitor is typing it: the piece's weight and its stone's, in one unit. */
export interface PieceDraft {
  id: number;
  grade: RateGrade;
  unit: DraftUnit;
  weight: WeightFields;
  grams: string;
  stone: WeightFields;
  stoneGrams: string;
}

export const emptyDraft = (id: number): PieceDraft => ({
  id,
  grade: "22K",
  unit: "vori",
  weight: EMPTY_FIELDS,
  grams: "",
  stone: EMPTY_FIELDS,
  stoneGrams: "",
});

/** What one weight's inputs say: each field's message, and the piece's own under the whole set. */
export interface WeightCheck {
  fields: WeightErrors;
  grams?: string;
  whole?: string;
}

export type DraftCheck =
  | { kind: "blank" }
  | { kind: "piece"; piece: OldGoldPiece }
  | { kind: "errors"; weight: WeightCheck; stone: WeightCheck };

export type WeightRead = { ok: true; weight: OldGoldWeight | null } | { ok: false; check: WeightCheck };

const isBlank = (fields: WeightFields) => Object.values(fields).every((value) => value.trim() === "");

/** One weight in the draft's unit: null when nothing is typed; the calculators' checks and words. */
export function readWeight(unit: DraftUnit, fields: WeightFields, grams: string): WeightRead {
  if (unit === "gram") {
    if (grams.trim() === "") return { ok: true, weight: null };
    const parsed = parseGrams(grams);
    return parsed.ok
      ? { ok: true, weight: { unit, grams: parsed.grams } }
      : { ok: false, check: { fields: {}, grams: parsed.error } };
  }
  if (isBlank(fields)) return { ok: true, weight: null };
  const parsed = parseWeight(fields, "ranged");
  return parsed.ok
    ? { ok: true, weight: { unit, ...parsed.weight } }
    : { ok: false, check: { fields: parsed.errors } };
}

const PROBLEM_TEXT = {
  noWeight: () => t("exchange.error.noWeight"),
  tooHeavy: () =>
    t("exchange.error.tooHeavy", { vori: MAX_PIECE_VORI, grams: formatPieceGrams(MAX_PIECE_GRAMS) }),
  stoneTooHeavy: () => t("exchange.error.stoneTooHeavy"),
};

/**
 * What a draft holds: nothing yet, a piece to value, or the message for each input in error. A
 * blank piece asks for nothing; a stone without a piece is one to weigh first.
 */
export function checkDraft(draft: PieceDraft): DraftCheck {
  const weight = readWeight(draft.unit, draft.weight, draft.grams);
  const stone = readWeight(draft.unit, draft.stone, draft.stoneGrams);
  if (!weight.ok || !stone.ok) {
    return {
      kind: "errors",
      weight: weight.ok ? { fields: {} } : weight.check,
      stone: stone.ok ? { fields: {} } : stone.check,
    };
  }
  if (weight.weight === null && stone.weight === null) return { kind: "blank" };
  const piece = {
    weight: weight.weight ?? { unit: "gram" as const, grams: 0 },
    ...(stone.weight ? { stone: stone.weight } : {}),
    grade: draft.grade,
  };
  const problem = oldGoldProblem(piece);
  if (!problem) return { kind: "piece", piece };
  const whole = PROBLEM_TEXT[problem.problem]();
  return problem.part === "stone"
    ? { kind: "errors", weight: { fields: {} }, stone: { fields: {}, whole } }
    : { kind: "errors", weight: { fields: {}, whole }, stone: { fields: {} } };
}
