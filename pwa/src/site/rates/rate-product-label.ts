import type { RateGrade, RateMetal } from "#core/rate-terms";
import { type Translate, t } from "../../i18n/messages";

/**
 * A grade of a metal as the page's language writes it ("22 Karat Gold", "২২ ক্যারেট স্বর্ণ"): core's
 * `rateProductName` is the API's English, this is what a visitor reads.
 */
export const rateProductLabel = (metal: RateMetal, grade: RateGrade, translate: Translate = t): string =>
  `${translate(`rates.estimator.grade.${grade}`)} ${translate(`rates.estimator.metal.${metal}`)}`;
