import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { MAKING_CHARGE_KINDS, PIECE_ESTIMATE_CHOICES } from "#core/piece-estimate";
import type { JewelryInput, NewJewelry } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { FormField, fieldAria } from "../kit/form-field";
import { NUMBER_FIELD, readTypedNumber } from "../kit/typed-number";
import styles from "./jewelry-editor.module.css";

type Making = "shop" | (typeof MAKING_CHARGE_KINDS)[number];
const MAKING_CHOICES: readonly Making[] = ["shop", ...MAKING_CHARGE_KINDS];

/**
 * The piece's own estimate settings (ADR 046): whether its page shows today's estimate, its making
 * charge when it is not the shop's minimum, and its stones' value. Blank stone value: no stones.
 */
export function PriceEstimateFieldset({ form }: { form: UseFormReturn<JewelryInput, unknown, NewJewelry> }) {
  const { register, setValue, getValues, formState } = form;
  const stored = getValues("makingCharge");
  const [making, setMaking] = useState<Making>(stored?.kind ?? "shop");
  const [makingText, setMakingText] = useState(stored ? String(stored.value) : "");
  const errors = formState.errors;
  const makingError = errors.makingCharge?.value?.message ?? errors.makingCharge?.message;
  const stoneError = errors.stoneValue?.message;

  const chooseMaking = (kind: Making, text: string) => {
    setMaking(kind);
    setMakingText(text);
    const value = kind === "shop" ? null : { kind, value: readTypedNumber(text) ?? Number.NaN };
    setValue("makingCharge", value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  return (
    <fieldset className={`adm-span-2 ${styles.estimate}`} aria-describedby="jewelry-estimate-hint">
      <legend>{t("adminEstimates.piece.legend")}</legend>
      <p id="jewelry-estimate-hint" className="adm-hint">
        {t("adminEstimates.piece.hint")}
      </p>
      <div className={styles.estimateGrid}>
        <FormField
          id="jewelry-estimate"
          label={t("adminEstimates.piece.shown")}
          error={errors.estimate?.message}
        >
          <select
            className="adm-input"
            {...fieldAria("jewelry-estimate", { error: errors.estimate?.message })}
            {...register("estimate")}
          >
            {PIECE_ESTIMATE_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`adminEstimates.piece.shown.${choice}`)}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="jewelry-making-kind" label={t("adminEstimates.piece.making")}>
          <select
            id="jewelry-making-kind"
            className="adm-input"
            value={making}
            onChange={(event) => chooseMaking(event.target.value as Making, makingText)}
          >
            {MAKING_CHOICES.map((choice) => (
              <option key={choice} value={choice}>
                {t(`adminEstimates.piece.making.${choice}`)}
              </option>
            ))}
          </select>
        </FormField>
        {making !== "shop" && (
          <FormField
            id="jewelry-making-value"
            label={t(`adminEstimates.piece.makingValue.${making}`)}
            error={makingError}
          >
            <input
              {...NUMBER_FIELD}
              className={`adm-input ${styles.number}`}
              {...fieldAria("jewelry-making-value", { error: makingError })}
              value={makingText}
              onChange={(event) => chooseMaking(making, event.target.value)}
            />
          </FormField>
        )}
        <FormField
          id="jewelry-stone-value"
          label={t("adminEstimates.piece.stone")}
          hint={t("adminEstimates.piece.stoneHint")}
          error={stoneError}
        >
          <input
            {...NUMBER_FIELD}
            className={`adm-input ${styles.number}`}
            {...fieldAria("jewelry-stone-value", {
              hint: t("adminEstimates.piece.stoneHint"),
              error: stoneError,
            })}
            {...register("stoneValue", { setValueAs: (typed) => readTypedNumber(typed) ?? null })}
          />
        </FormField>
      </div>
    </fieldset>
  );
}
