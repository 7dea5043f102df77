import { endpoints } from "./endpoints";
import type { RateGrade, RateMetal } from "./rate-terms";

/** The public read of one grade's price history over `days`. */
export const historyPath = (metal: RateMetal, grade: RateGrade, days: number) =>
  `${endpoints.rateHistory.path}?${new URLSearchParams({ metal, grade, days: String(days) })}`;

/** The history the rates page opens on: 22K gold over 90 days. */
export const FIRST_HISTORY = { metal: "gold", grade: "22K", days: 90 } as const;
