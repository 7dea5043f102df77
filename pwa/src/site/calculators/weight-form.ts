import { z } from "zod";
import { builtOnce } from "#core/built-once";
import { parseNumberInput } from "#core/number-input";
import { traditionalWeightSchema } from "#core/schemas/traditional-weight";
import {
  ANA_PER_VORI,
  normalizeWeight,
  POINTS_PER_ROTI,
  pointsToGrams,
  ROTI_PER_ANA,
  roundTo,
  type TraditionalWeight,
  weightToPoints,
} from "#core/units";
import { runInIdleMoments } from "../../data/sync/idle-moment";
import { t } from "../../i18n/messages";

export const UNITS = ["vori", "ana", "roti", "point"] as const;
export type Unit = (typeof UNITS)[number];

/** What the four inputs hold, as typed. */
export type WeightFields = Record<Unit, string>;
export type WeightErrors = Partial<Record<Unit, string>>;

export const EMPTY_FIELDS: WeightFields = { vori: "", ana: "", roti: "", point: "" };

export const UNIT_LABEL_KEYS = {
  vori: "calculators.unit.vori",
  ana: "calculators.unit.ana",
  roti: "calculators.unit.roti",
  point: "calculators.unit.point",
} as const;

/**
 * Text as typed, in Latin or Bengali digits, read as a number: empty counts as 0, anything else that
 * is no number gets the schema's message.
 */
const typedNumber = (schema: z.ZodNumber) =>
  z
    .string()
    .transform((value) => (value.trim() === "" ? 0 : (parseNumberInput(value) ?? Number.NaN)))
    .pipe(schema);

type UnitName =
  | "calculators.unit.vori"
  | "calculators.unit.ana"
  | "calculators.unit.roti"
  | "calculators.unit.point"
  | "calculators.unit.grams";

// Messages are written when a check fails, in the page's language, never when the module loads.
const aNumber = (unit: UnitName) =>
  z.number({ error: () => t("calculators.error.notNumber", { unit: t(unit) }) });

/**
 * The enhanced calculator checks no ranges and no sign (only a name is required, ADR 015), so a
 * minus weight takes something off the total, such as a stone set in a piece.
 */
const buildFreeWeightSchema = () =>
  z.object({
    vori: typedNumber(aNumber("calculators.unit.vori")),
    ana: typedNumber(aNumber("calculators.unit.ana")),
    roti: typedNumber(aNumber("calculators.unit.roti")),
    point: typedNumber(aNumber("calculators.unit.point")),
  });

export type WeightParse = { ok: true; weight: TraditionalWeight } | { ok: false; errors: WeightErrors };

const isUnit = (value: unknown): value is Unit => UNITS.some((unit) => unit === value);

/** The first calculator's upper limits; vori has none (ADR 015's ranges, as core checks them). */
const RANGED_MAX: Partial<Record<Unit, number>> = {
  ana: ANA_PER_VORI - 1,
  roti: ROTI_PER_ANA - 1,
  point: POINTS_PER_ROTI - 1,
};

/**
 * Core's ranged check in the page's language, told apart by its code and the unit: in English the
 * very words core writes, in Bengali the shop's.
 */
function rangedMessage(unit: Unit, issue: z.core.$ZodIssue): string {
  const name = t(UNIT_LABEL_KEYS[unit]);
  if (issue.code === "invalid_type" || issue.code === "invalid_union")
    return t("calculators.error.notNumber", { unit: name });
  const max = RANGED_MAX[unit];
  return max === undefined
    ? t("calculators.error.negative", { unit: name })
    : t("calculators.error.range", { unit: name, max });
}

/** Empty fields count as 0; "ranged" applies the first calculator's limits (Ana 0-15, Roti 0-5, Point 0-9). */
export function parseWeight(fields: WeightFields, rules: "ranged" | "free"): WeightParse {
  const result = weightRules[rules]().safeParse(fields);
  if (result.success) return { ok: true, weight: result.data };
  const errors: WeightErrors = {};
  for (const issue of result.error.issues) {
    const unit = issue.path[0];
    if (isUnit(unit)) errors[unit] ??= rules === "ranged" ? rangedMessage(unit, issue) : issue.message;
  }
  return { ok: false, errors };
}

export const firstInvalidUnit = (errors: WeightErrors): Unit | undefined =>
  UNITS.find((unit) => errors[unit]);

const buildGramsSchema = () =>
  typedNumber(
    aNumber("calculators.unit.grams").min(0, {
      error: () => t("calculators.error.negative", { unit: t("calculators.unit.grams") }),
    }),
  );

/**
 * The calculators' checks, each built when first asked for: a page builds the ones it uses in idle
 * moments after it starts, rather than all of them as its code loads.
 */
export const weightRules = {
  ranged: traditionalWeightSchema,
  free: builtOnce(buildFreeWeightSchema),
  grams: builtOnce(buildGramsSchema),
};

/** At most this long after a page starts, its checks are built, idle or not. */
const PREPARE_WAIT_MS = 3000;

/** Builds a check in an idle moment, so the visitor's first Convert does not wait for it. */
export const prepareRules = (rules: keyof typeof weightRules): Promise<void> =>
  runInIdleMoments([weightRules[rules]], PREPARE_WAIT_MS);

export function parseGrams(value: string): { ok: true; grams: number } | { ok: false; error: string } {
  const result = weightRules.grams().safeParse(value);
  if (result.success) return { ok: true, grams: result.data };
  return {
    ok: false,
    error:
      result.error.issues[0]?.message ??
      t("calculators.error.notNumber", { unit: t("calculators.unit.grams") }),
  };
}

export const formatWeight = (w: TraditionalWeight): string =>
  t("calculators.weight", { vori: w.vori, ana: w.ana, roti: w.roti, point: w.point });

/**
 * The weight with every unit in its range when it was entered otherwise ("0 vori 17 ana 7 roti" is
 * 1 vori 2 ana 1 roti 0 point), or null when it already reads so.
 */
export function normalizedWhenDifferent(w: TraditionalWeight): TraditionalWeight | null {
  const normal = normalizeWeight(w);
  return UNITS.every((unit) => normal[unit] === w[unit]) ? null : normal;
}

/** Grams rounded once from whole points (rounding the 4-decimal value again would round twice). */
export const weightGrams = (w: TraditionalWeight, decimals: number): number =>
  roundTo(pointsToGrams(weightToPoints(w)), decimals);
