import { parseNumberInput } from "#core/number-input";

/**
 * A number field the owner can type in Latin or Bengali digits ("১২৩৪৫.৫"): a text input with the
 * phone's decimal keypad, since a number input refuses Bengali digits before any code sees them.
 */
export const NUMBER_FIELD = { type: "text", inputMode: "decimal", autoComplete: "off" } as const;

/**
 * What the owner typed, as the number the schema checks: grouping as written ("২,২৮,৬১৪"), blank as
 * no value, and text that is no number as NaN, which the schema refuses with its own message.
 */
export function readTypedNumber(typed: unknown): number | undefined {
  const text = String(typed ?? "").trim();
  if (text === "") return undefined;
  return parseNumberInput(text) ?? Number.NaN;
}
