import type { FieldErrors, Path, Resolver } from "react-hook-form";
import { RATE_GRADES, RATE_METALS, type RateGrade, type RateMetal } from "#core/rate-terms";
import {
  type RateBoardInput,
  type RateBoardPrices,
  rateBoardInputAt,
  rateBoardPricesSchema,
} from "#core/schemas/gold-rates";
import { fieldError } from "../kit/checked-resolver";
import { dhakaLocalToIso } from "./rate-text";

/** A price as typed: a number, undefined while blank, NaN when it is not a number at all. */
type TypedPrices = Record<RateMetal, Record<RateGrade, number | undefined>>;

export interface BoardFormValues {
  prices: TypedPrices;
  when: "now" | "at";
  /** A datetime-local value, read as Dhaka time. */
  at: string;
}

export const priceField = (metal: RateMetal, grade: RateGrade) => `prices.${metal}.${grade}` as const;

/** The form prefilled with a board's figures, or empty when there is none yet. */
export function boardFormValues(prices: RateBoardPrices | null): BoardFormValues {
  const typed = {} as TypedPrices;
  for (const metal of RATE_METALS) {
    typed[metal] = {} as TypedPrices[RateMetal];
    for (const grade of RATE_GRADES) typed[metal][grade] = prices?.[metal][grade];
  }
  return { prices: typed, when: "now", at: "" };
}

/** The eight figures once they are all valid; null while any is blank or wrong. */
export function completePrices(prices: TypedPrices): RateBoardPrices | null {
  const parsed = rateBoardPricesSchema.safeParse(prices);
  return parsed.success ? parsed.data : null;
}

/** The form's field for a path of the publish schema: the effective time is typed into `at`. */
export function boardFieldFor(path: string): Path<BoardFormValues> | null {
  if (path === "effectiveAt") return "at";
  const [root, metal, grade] = path.split(".");
  const known =
    root === "prices" &&
    RATE_METALS.some((name) => name === metal) &&
    RATE_GRADES.some((name) => name === grade);
  return known ? (path as Path<BoardFormValues>) : null;
}

/** Checks the form with the server's own schema, so both refuse alike, in the page's language. */
export const boardResolver: Resolver<BoardFormValues, unknown, RateBoardInput> = async (values) => {
  const effectiveAt = values.when === "at" ? (dhakaLocalToIso(values.at) ?? values.at) : undefined;
  const parsed = rateBoardInputAt(new Date()).safeParse({ prices: values.prices, effectiveAt });
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path[0] === "effectiveAt" ? ["at"] : issue.path.map(String);
    let node = errors;
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] ??= fieldError(issue);
      else {
        node[key] ??= {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return { values: {}, errors: errors as FieldErrors<BoardFormValues> };
};
