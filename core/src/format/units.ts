import type { Language } from "../language";
import type { TraditionalWeight } from "../units";
import { localDigits } from "./number";

export type TraditionalUnit = keyof TraditionalWeight;
export type WeightUnit = TraditionalUnit | "gram";

/** Biggest first, the order in which a weight is said and written. */
export const TRADITIONAL_UNITS: readonly TraditionalUnit[] = ["vori", "ana", "roti", "point"];

/** The units as written inside a sentence; English keeps the shop's romanised names in lower case. */
export const UNIT_NAMES: Record<Language, Record<WeightUnit, string>> = {
  en: { vori: "vori", ana: "ana", roti: "roti", point: "point", gram: "gram" },
  bn: { vori: "ভরি", ana: "আনা", roti: "রতি", point: "পয়েন্ট", gram: "গ্রাম" },
};

/**
 * "2 vori 3 ana 0 roti 5 point", or "২ ভরি ৩ আনা ০ রতি ৫ পয়েন্ট". Every unit is written, zeros too, as
 * the calculators show a weight: the reader sees it was weighed to the point, not rounded to the ana.
 * The parts keep their plain digits (no grouping), as they are counts of units and not amounts.
 */
export const formatTraditionalWeight = (weight: TraditionalWeight, language: Language = "en"): string =>
  TRADITIONAL_UNITS.map(
    (unit) => `${localDigits(String(weight[unit]), language)} ${UNIT_NAMES[language][unit]}`,
  ).join(" ");
