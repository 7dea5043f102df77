import { type UseFormReturn, useWatch } from "react-hook-form";
import { CATEGORIES } from "#core/jewelry-terms";
import { estimatePiece, estimateShown, type PricesPerGram, SHOP_ESTIMATES } from "#core/piece-estimate";
import type { JewelryItem } from "#core/schemas/jewelry";
import { type RatesSettings, ratesSettingsSchema } from "#core/schemas/settings";
import { t } from "../../i18n/admin-catalogue";
import { formatPieceGrams, formatTaka } from "../../i18n/format";
import { categoryName, purityName } from "../../i18n/jewelry-terms";
import { useAdminQuery } from "../api/use-admin-api";
import styles from "./rates-admin.module.css";

const CHOICE_LABELS = {
  off: "adminEstimates.shop.off",
  all: "adminEstimates.shop.all",
  categories: "adminEstimates.shop.categories",
} as const;

/** Which pieces' pages show today's estimate (ADR 046), with one of them worked out as the owner chooses. */
export function EstimateChoice({
  form,
  prices,
}: {
  form: UseFormReturn<RatesSettings>;
  prices: PricesPerGram | null;
}) {
  const chosen = useWatch({ control: form.control, name: "estimates" });
  const categoriesError = form.formState.errors.estimateCategories?.message;
  return (
    <fieldset className={`adm-span-2 ${styles.estimateChoice}`} aria-describedby="rates-estimates-hint">
      <legend>{t("adminEstimates.shop.legend")}</legend>
      <p id="rates-estimates-hint" className="adm-hint">
        {t("adminEstimates.shop.hint")}
      </p>
      {SHOP_ESTIMATES.map((choice) => (
        <label key={choice} className={styles.choice}>
          <input type="radio" value={choice} {...form.register("estimates")} />
          {t(CHOICE_LABELS[choice])}
        </label>
      ))}
      {chosen === "categories" && (
        <fieldset
          className={styles.categories}
          aria-invalid={categoriesError ? true : undefined}
          aria-describedby={categoriesError ? "rates-estimate-categories-error" : undefined}
        >
          <legend className="visually-hidden">{t("adminEstimates.shop.categoriesLegend")}</legend>
          {CATEGORIES.map((category) => (
            <label key={category} className={styles.choice}>
              <input type="checkbox" value={category} {...form.register("estimateCategories")} />
              {categoryName(category)}
            </label>
          ))}
        </fieldset>
      )}
      {categoriesError && (
        <p id="rates-estimate-categories-error" className="adm-error">
          {categoriesError}
        </p>
      )}
      <EstimatePreview form={form} prices={prices} />
    </fieldset>
  );
}

/** The first piece, in the catalogue's order, that the settings as typed would show an estimate for. */
function EstimatePreview({
  form,
  prices,
}: {
  form: UseFormReturn<RatesSettings>;
  prices: PricesPerGram | null;
}) {
  const pieces = useAdminQuery("listJewelry").data;
  const typed = ratesSettingsSchema.safeParse(useWatch({ control: form.control }));
  if (!typed.success || !pieces) return null;
  const rates = typed.data;
  const example = prices && firstEstimate(pieces, prices, rates);
  return (
    <p className={styles.preview} role="status">
      {prices === null
        ? t("adminEstimates.preview.noBoard")
        : example
          ? t("adminEstimates.preview", {
              name: example.piece.name,
              grams: formatPieceGrams(example.piece.weight),
              purity: purityName(example.piece.purity),
              total: formatTaka(example.total),
            })
          : t(rates.estimates === "off" ? "adminEstimates.preview.off" : "adminEstimates.preview.none")}
    </p>
  );
}

function firstEstimate(pieces: readonly JewelryItem[], prices: PricesPerGram, rates: RatesSettings) {
  for (const piece of pieces) {
    if (!estimateShown(piece, rates)) continue;
    const estimate = estimatePiece(piece, prices, rates);
    if (estimate) return { piece, total: estimate.total };
  }
  return null;
}
