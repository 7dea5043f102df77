import type { BajusFailure, RateSlot } from "#core/bajus-announcement";
import type { RateGrade } from "#core/rate-terms";
import { t } from "../../i18n/admin-catalogue";
import { formatTaka } from "../../i18n/format";
import { gradeName, rateName } from "./rate-text";

/** "Gold 22K", or the grade alone when the text did not say whose it is. */
export const slotName = ({ metal, grade }: { metal: RateSlot["metal"] | null; grade: RateGrade }): string =>
  metal ? rateName(metal, grade) : gradeName(grade);

/** Why an announcement could not be read, naming what the owner should look for in it. */
export function describeBajusFailure(failure: BajusFailure): string {
  switch (failure.code) {
    case "no-prices":
      return t("adminRates.paste.error.noPrices");
    case "missing":
      return t("adminRates.paste.error.missing", { rates: failure.missing.map(slotName).join(", ") });
    case "unknown-metal":
      return t("adminRates.paste.error.unknownMetal", {
        grade: gradeName(failure.grade),
        price: formatTaka(failure.perVori),
      });
    case "unknown-grade":
      return t("adminRates.paste.error.unknownGrade", { price: formatTaka(failure.perVori) });
    case "ambiguous":
      return t("adminRates.paste.error.ambiguous", {
        rate: slotName(failure),
        prices: failure.perVori.map((price) => formatTaka(price)).join(", "),
      });
  }
}
