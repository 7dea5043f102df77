import type { Category, Metal } from "#core/jewelry-terms";
import { formatTypedDigits } from "./format";
import { t } from "./messages";

/** A category of the catalogue as the page's language names it; the data keeps core's English word. */
export const categoryName = (category: Category): string => t(`catalogue.categoryName.${category}`);

/** A metal of the catalogue as the page's language names it. */
export const metalName = (metal: Metal): string => t(`catalogue.metalName.${metal}`);

/** A karat purity as owners type it: "22K", "22 k", "22KT", "22 karat". */
const KARAT = /^(\d{1,2})\s*(?:k|kt|karat)$/i;
/** A platinum fineness: "PT950", "Pt 900". */
const PLATINUM = /^pt\s*(\d{3})$/i;

/**
 * A purity as the owner typed it, as the page writes it: karats and platinum's fineness in the page's
 * words ("২২ ক্যারেট", "পিটি৯৫০" on a Bengali page), anything else as typed, in the page's digits.
 */
export function purityName(purity: string): string {
  const typed = purity.trim();
  const karat = KARAT.exec(typed)?.[1];
  if (karat) return t("catalogue.purityKarat", { karat: Number(karat) });
  const platinum = PLATINUM.exec(typed)?.[1];
  if (platinum) return t("catalogue.purityPlatinum", { fineness: Number(platinum) });
  return formatTypedDigits(typed);
}
