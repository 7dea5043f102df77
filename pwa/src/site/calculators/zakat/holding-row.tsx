import { X } from "lucide-react";
import { RATE_GRADES } from "#core/rate-terms";
import type { HoldingValue } from "#core/zakat";
import { formatTaka } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { SelectField } from "../../../shared/ui/select-field";
import calculators from "../calculators.module.css";
import exchange from "../gold-exchange/gold-exchange.module.css";
import { GramsField } from "../gold-exchange/old-piece-form";
import type { DraftUnit } from "../gold-exchange/piece-draft";
import { WeightFieldset } from "../weight-fields";
import type { Unit } from "../weight-form";
import styles from "./zakat.module.css";
import type { HoldingCheck, HoldingDraft } from "./zakat-draft";

const UNITS: readonly DraftUnit[] = ["vori", "gram"];

export type HoldingKey = `${Unit}` | "grams" | "grade" | `unit.${DraftUnit}`;

interface Props {
  draft: HoldingDraft;
  /** Its place among the holdings of its metal, counted from 1. */
  number: number;
  check: HoldingCheck;
  /** Its value at today's board, once it has a weight and the board is known. */
  value: HoldingValue | null;
  /** The sell-back deduction taken off the value, or null when valued in full. */
  deducted: number | null;
  onChange: (change: (draft: HoldingDraft) => HoldingDraft) => void;
  onRemove: (() => void) | null;
  typedBefore: (key: HoldingKey) => (element: HTMLElement | null) => void;
}

/** One holding of gold or silver: its purity, its weight in one unit, and its value today. */
export function HoldingRow({
  draft,
  number,
  check,
  value,
  deducted,
  onChange,
  onRemove,
  typedBefore,
}: Props) {
  const id = `holding-${draft.id}`;
  const name = t(`zakat.holding.${draft.metal}`, { number });
  const errors = check.kind === "errors" ? check.weight : { fields: {} };
  return (
    <section className={styles.holding} aria-labelledby={`${id}-title`}>
      <div className={styles.holdingHead}>
        <h3 id={`${id}-title`} className={styles.holdingTitle}>
          {name}
        </h3>
        {onRemove && (
          <button
            type="button"
            className={`button button-ghost button-small ${calculators.removeButton}`}
            aria-label={t("zakat.holding.remove", { name })}
            onClick={onRemove}
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      <div className={exchange.choices}>
        <div ref={typedBefore("grade")}>
          <SelectField
            id={`${id}-grade`}
            label={t("exchange.piece.purity")}
            value={draft.grade}
            options={RATE_GRADES.map((grade) => ({
              value: grade,
              label: t(`rates.estimator.grade.${grade}`),
            }))}
            onChange={(grade) => onChange((current) => ({ ...current, grade }))}
          />
        </div>
        <fieldset className={exchange.unitChoice}>
          <legend>{t("exchange.piece.unit")}</legend>
          {UNITS.map((unit) => (
            <label key={unit} className={exchange.radio}>
              <input
                ref={typedBefore(`unit.${unit}`)}
                type="radio"
                name={`${id}-unit`}
                value={unit}
                checked={draft.unit === unit}
                onChange={() => onChange((current) => ({ ...current, unit }))}
              />
              {t(`exchange.piece.unit.${unit}`)}
            </label>
          ))}
        </fieldset>
      </div>
      <fieldset className={exchange.weightSet}>
        <legend className="visually-hidden">{t("zakat.holding.weight", { name })}</legend>
        {draft.unit === "gram" ? (
          <GramsField
            id={`${id}-grams`}
            value={draft.grams}
            error={errors.grams}
            fieldRef={typedBefore("grams")}
            onChange={(grams) => onChange((current) => ({ ...current, grams }))}
          />
        ) : (
          <WeightFieldset
            form={{
              idPrefix: id,
              ranged: true,
              fields: draft.weight,
              errors: errors.fields,
              change: (unit, typed) =>
                onChange((current) => ({ ...current, weight: { ...current.weight, [unit]: typed } })),
              typedBefore: (unit) => typedBefore(unit),
            }}
          />
        )}
        {errors.whole && (
          <p className="field-error" role="alert">
            {errors.whole}
          </p>
        )}
      </fieldset>
      {value && (
        <p className={`tabular ${styles.holdingValue}`}>
          <span>
            {t(deducted === null ? "zakat.holding.valueFull" : "zakat.holding.valueLess", {
              perGram: formatTaka(value.perGram),
              percent: deducted ?? 0,
            })}
          </span>
          <strong>{formatTaka(value.value)}</strong>
        </p>
      )}
    </section>
  );
}
