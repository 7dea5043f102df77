import { X } from "lucide-react";
import { type OldGoldQuote, quoteOldPiece } from "#core/gold-exchange";
import { RATE_GRADES } from "#core/rate-terms";
import { formatGrams } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { useTypedBeforeStart } from "../../../shared/typed-before-start";
import { SelectField } from "../../../shared/ui/select-field";
import calculators from "../calculators.module.css";
import { WeightFieldset, type WeightInputs } from "../weight-fields";
import type { Unit } from "../weight-form";
import { ExchangeFigures } from "./exchange-figures";
import type { ExchangeTerms } from "./exchange-terms";
import styles from "./gold-exchange.module.css";
import type { DraftCheck, DraftUnit, PieceDraft, WeightCheck } from "./piece-draft";

const UNITS: readonly DraftUnit[] = ["vori", "gram"];

// Written when rendered, in the page's language.
const gradeOptions = () =>
  RATE_GRADES.map((value) => ({ value, label: t(`rates.estimator.grade.${value}`) }));

type Part = "weight" | "stone";
type TypedKey = `${Part}.${Unit}` | `${Part}.grams` | `unit.${DraftUnit}`;

interface Props {
  draft: PieceDraft;
  number: number;
  check: DraftCheck;
  terms: ExchangeTerms;
  onChange: (change: (draft: PieceDraft) => PieceDraft) => void;
  onRemove: (() => void) | null;
}

/** One old piece: its purity, its weight and its stone's in one unit, and what it brings today. */
export function OldPieceForm({ draft, number, check, terms, onChange, onRemove }: Props) {
  const id = `piece-${draft.id}`;
  const typedBefore = useTypedBeforeStart((value: string, key: TypedKey) => {
    const [part, field] = key.split(".") as [Part | "unit", string];
    if (part === "unit") onChange((current) => ({ ...current, unit: field as DraftUnit }));
    else if (field === "grams") onChange((current) => ({ ...current, [gramsKey(part)]: value }));
    else onChange((current) => ({ ...current, [part]: { ...current[part], [field]: value } }));
  });
  const errors = (part: Part): WeightCheck => (check.kind === "errors" ? check[part] : { fields: {} });

  const weightInputs = (part: Part) => {
    const partId = `${id}-${part}`;
    const partErrors = errors(part);
    if (draft.unit === "gram") {
      return (
        <GramsField
          id={`${partId}-grams`}
          value={draft[gramsKey(part)]}
          error={partErrors.grams}
          fieldRef={typedBefore(`${part}.grams`)}
          onChange={(value) => onChange((current) => ({ ...current, [gramsKey(part)]: value }))}
        />
      );
    }
    const inputs: WeightInputs = {
      idPrefix: partId,
      ranged: true,
      fields: draft[part],
      errors: partErrors.fields,
      change: (unit, value) =>
        onChange((current) => ({ ...current, [part]: { ...current[part], [unit]: value } })),
      typedBefore: (unit) => typedBefore(`${part}.${unit}`),
    };
    return <WeightFieldset form={inputs} />;
  };

  const wholeError = (part: Part) => {
    const message = errors(part).whole;
    return (
      message && (
        <p id={`${id}-${part}-error`} className="field-error" role="alert">
          {message}
        </p>
      )
    );
  };

  return (
    <section className={`card ${styles.piece}`} aria-labelledby={`${id}-title`}>
      <div className={styles.pieceHead}>
        <h2 id={`${id}-title`} className={styles.pieceTitle}>
          {t("exchange.piece.title", { number })}
        </h2>
        {onRemove && (
          <button
            type="button"
            className={`button button-ghost button-small ${calculators.removeButton}`}
            aria-label={t("exchange.piece.remove", { number })}
            onClick={onRemove}
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
      <div className={styles.pieceBody}>
        <div className={styles.inputs}>
          <div className={styles.choices}>
            <SelectField
              id={`${id}-grade`}
              label={t("exchange.piece.purity")}
              value={draft.grade}
              options={gradeOptions()}
              onChange={(grade) => onChange((current) => ({ ...current, grade }))}
            />
            <fieldset className={styles.unitChoice}>
              <legend>{t("exchange.piece.unit")}</legend>
              {UNITS.map((unit) => (
                <label key={unit} className={styles.radio}>
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
          <fieldset className={styles.weightSet}>
            <legend>{t("exchange.piece.weight")}</legend>
            {weightInputs("weight")}
            {wholeError("weight")}
          </fieldset>
          <details className={styles.stone}>
            <summary>{t("exchange.piece.stone")}</summary>
            <fieldset className={styles.weightSet}>
              <legend className="visually-hidden">{t("exchange.piece.stone")}</legend>
              <p className={styles.hint}>{t("exchange.piece.stoneHint")}</p>
              {weightInputs("stone")}
              {wholeError("stone")}
            </fieldset>
          </details>
        </div>
        <PieceResult check={check} terms={terms} />
      </div>
    </section>
  );
}

const gramsKey = (part: Part) => (part === "weight" ? "grams" : "stoneGrams");

/** One weight in grams, as the exchange and zakat pages take it. */
export function GramsField({
  id,
  value,
  error,
  fieldRef,
  onChange,
}: {
  id: string;
  value: string;
  error: string | undefined;
  fieldRef: (element: HTMLElement | null) => void;
  onChange: (value: string) => void;
}) {
  return (
    <div className={`field ${styles.gramsField}`} ref={fieldRef}>
      <label htmlFor={id}>{t("calculators.unit.grams")}</label>
      <input
        id={id}
        className={`input tabular ${calculators.bigInput}`}
        // Text, not a number input: browsers refuse Bengali digits in those.
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatGrams(0, 3)}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The piece's figures, or what is missing for them. */
function PieceResult({ check, terms }: { check: DraftCheck; terms: ExchangeTerms }) {
  const quote = check.kind === "piece" && terms.kind === "ready" ? quoteFor(check, terms) : null;
  let text: string | null = null;
  if (check.kind === "blank") text = t("exchange.piece.blank");
  else if (check.kind === "errors") text = t("exchange.piece.fix");
  else if (terms.kind === "ready" && !quote)
    text = t("rates.estimator.noGrade", { product: t(`rates.estimator.grade.${check.piece.grade}`) });
  return (
    <div className={styles.result}>
      {quote && terms.kind === "ready" ? (
        <ExchangeFigures figures={quote} deductions={terms.deductions} perGram={quote.perGram} />
      ) : (
        text && <p className={styles.muted}>{text}</p>
      )}
    </div>
  );
}

/** The piece at today's board, or null when the board has no price for its purity. */
export function quoteFor(
  check: Extract<DraftCheck, { kind: "piece" }>,
  terms: Extract<ExchangeTerms, { kind: "ready" }>,
): OldGoldQuote | null {
  const price = terms.perGram[check.piece.grade];
  if (price === undefined) return null;
  return quoteOldPiece(check.piece, price, terms.deductions);
}
