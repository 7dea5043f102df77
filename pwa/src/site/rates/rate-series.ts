import { RATE_GRADES, RATE_METALS, type RateGrade, type RateMetal } from "#core/rate-terms";
import { rateProductLabel } from "./rate-product-label";

/** One grade of one metal: a line of the board, a history's series, what an alert watches. */
export interface Series {
  metal: RateMetal;
  grade: RateGrade;
}

export const SERIES: readonly Series[] = RATE_METALS.flatMap((metal) =>
  RATE_GRADES.map((grade) => ({ metal, grade })),
);

export const seriesKey = ({ metal, grade }: Series) => `${metal}:${grade}`;

export const seriesByKey = (key: string): Series | undefined =>
  SERIES.find((item) => seriesKey(item) === key);

// Written when rendered, in the page's language.
export const seriesOptions = () =>
  SERIES.map((item) => ({ value: seriesKey(item), label: rateProductLabel(item.metal, item.grade) }));
