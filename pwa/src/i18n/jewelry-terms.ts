import type { Category, Metal } from "#core/jewelry-terms";
import { t } from "./messages";

/** A category of the catalogue as the page's language names it; the data keeps core's English word. */
export const categoryName = (category: Category): string => t(`catalogue.categoryName.${category}`);

/** A metal of the catalogue as the page's language names it. */
export const metalName = (metal: Metal): string => t(`catalogue.metalName.${metal}`);
