import { z } from "zod";
import { builtOnce } from "../built-once";
import { parseNumberInput } from "../number-input";
import { ANA_PER_VORI, POINTS_PER_ROTI, ROTI_PER_ANA } from "../units";

// Apart from units.ts, so the unit maths that every page shows weights with never brings zod along.

/** Form input: empty or missing counts as 0; text is read in Latin or Bengali digits, anything else is no number. */
const unitField = (label: string, range: z.ZodNumber) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a number` })
    .optional()
    .transform((value) => {
      if (typeof value === "number") return value;
      if (value === undefined || value.trim() === "") return 0;
      return parseNumberInput(value) ?? Number.NaN;
    })
    .pipe(range);

const boundedUnitField = (label: string, max: number) => {
  const message = `${label} must be between 0 and ${max}`;
  return unitField(
    label,
    z
      .number({ error: `${label} must be a number` })
      .min(0, message)
      .max(max, message),
  );
};

const buildSchema = () =>
  z.object({
    vori: unitField("Vori", z.number({ error: "Vori must be a number" }).min(0, "Vori must be 0 or more")),
    ana: boundedUnitField("Ana", ANA_PER_VORI - 1),
    roti: boundedUnitField("Roti", ROTI_PER_ANA - 1),
    point: boundedUnitField("Point", POINTS_PER_ROTI - 1),
  });

/** Built on first use: a calculator's page checks a weight only when asked to convert it. */
export const traditionalWeightSchema = builtOnce(buildSchema);

export type TraditionalWeightInput = z.input<ReturnType<typeof buildSchema>>;
