import { useRef, useState } from "react";
import { Link } from "react-router";
import type { RateMetal } from "#core/rate-terms";
import {
  type HoldingValue,
  MAX_HOLDINGS_PER_METAL,
  NISAB_GRADE,
  NISAB_STANDARDS,
  type NisabStandard,
  nisabAt,
  reckonZakat,
  VALUATIONS,
  type Valuation,
  type ZakatReckoning,
} from "#core/zakat";
import { formatGrams } from "../../../i18n/format";
import { t } from "../../../i18n/messages";
import { useDocumentTitle } from "../../../shared/document-title";
import { useTypedBeforeStart } from "../../../shared/typed-before-start";
import calculators from "../calculators.module.css";
import exchange from "../gold-exchange/gold-exchange.module.css";
import { type HoldingKey, HoldingRow } from "./holding-row";
import { MoneyField } from "./money-field";
import styles from "./zakat.module.css";
import {
  emptyHolding,
  emptyZakatDraft,
  type HoldingCheck,
  type HoldingDraft,
  type MoneyField as MoneyName,
  readDraft,
  type ZakatDraft,
} from "./zakat-draft";
import { ZakatResult } from "./zakat-result";
import { useZakatTerms, type ZakatTerms } from "./zakat-terms";
import { ZakatTermsLine } from "./zakat-terms-line";

const METALS: readonly RateMetal[] = ["gold", "silver"];
const MONEY: readonly MoneyName[] = ["cash", "savings"];

type TypedKey =
  | `standard.${NisabStandard}`
  | `valuation.${Valuation}`
  | `holding.${number}.${HoldingKey}`
  | MoneyName;

/**
 * /zakat: zakat on gold, silver, cash and savings at the device's copy of today's board (ADR 051),
 * worked out on the device, so it works offline.
 */
export function ZakatPage() {
  useDocumentTitle(t("zakat.title"));
  const terms = useZakatTerms();
  const [draft, setDraft] = useState<ZakatDraft>(emptyZakatDraft);
  const nextId = useRef(3);
  const typedBefore = useTypedBeforeStart((value: string, key: TypedKey) => {
    const [part, id, ...field] = key.split(".");
    if (part === "standard") setDraft((current) => ({ ...current, standard: id as NisabStandard }));
    else if (part === "valuation") setDraft((current) => ({ ...current, valuation: id as Valuation }));
    else if (part === "cash" || part === "savings") setDraft((current) => ({ ...current, [part]: value }));
    else changeHolding(Number(id))((current) => typedInto(current, field.join(".") as HoldingKey, value));
  });

  const reading = readDraft(draft);
  const standard = draft.standard ?? (terms.kind === "ready" ? terms.defaultStandard : "silver");
  const reckoning: ZakatReckoning | null =
    terms.kind === "ready" && reading.assets
      ? reckonZakat(reading.assets, {
          board: terms.board,
          standard,
          valuation: draft.valuation,
          sellBackPercent: terms.sellBackPercent,
        })
      : null;
  const values = valuesById(draft.holdings, reading.holdings, reckoning);

  function changeHolding(id: number) {
    return (update: (holding: HoldingDraft) => HoldingDraft) =>
      setDraft((current) => ({
        ...current,
        holdings: current.holdings.map((holding) => (holding.id === id ? update(holding) : holding)),
      }));
  }
  const add = (metal: RateMetal) => {
    const id = nextId.current++;
    setDraft((current) => ({ ...current, holdings: [...current.holdings, emptyHolding(id, metal)] }));
    // The new holding's purity is its first field: the visitor goes on from there.
    requestAnimationFrame(() => document.getElementById(`holding-${id}-grade`)?.focus());
  };
  const remove = (id: number) =>
    setDraft((current) => ({
      ...current,
      holdings: current.holdings.filter((holding) => holding.id !== id),
    }));

  return (
    <div className={`container ${calculators.page}`}>
      <header className={calculators.hero}>
        <p className="eyebrow">{t("zakat.eyebrow")}</p>
        <h1>{t("zakat.title")}</h1>
        <p className={calculators.intro}>{t("zakat.intro")}</p>
      </header>
      <ZakatTermsLine terms={terms} />
      <div className={styles.layout}>
        <div className={styles.inputs}>
          <section className={`card ${styles.panel}`} aria-labelledby="zakat-reckoning-title">
            <h2 id="zakat-reckoning-title" className={styles.sectionTitle}>
              {t("zakat.choices.title")}
            </h2>
            <fieldset className={styles.choice}>
              <legend>{t("zakat.standard.legend")}</legend>
              {NISAB_STANDARDS.map((option) => (
                <label key={option} className={styles.option}>
                  <input
                    ref={typedBefore(`standard.${option}`)}
                    type="radio"
                    name="zakat-standard"
                    value={option}
                    checked={standard === option}
                    onChange={() => setDraft((current) => ({ ...current, standard: option }))}
                  />
                  <span>
                    {t(`zakat.standard.${option}`, {
                      grams: formatGrams(option === "gold" ? 87.48 : 612.36, 2),
                    })}
                    {terms.kind === "ready" && terms.defaultStandard === option && (
                      <span className={styles.optionNote}>{t("zakat.standard.shops")}</span>
                    )}
                  </span>
                </label>
              ))}
              <p className={styles.hint}>{t("zakat.standard.hint")}</p>
            </fieldset>
            <fieldset className={styles.choice}>
              <legend>{t("zakat.valuation.legend")}</legend>
              {VALUATIONS.map((option) => (
                <label key={option} className={styles.option}>
                  <input
                    ref={typedBefore(`valuation.${option}`)}
                    type="radio"
                    name="zakat-valuation"
                    value={option}
                    checked={draft.valuation === option}
                    onChange={() => setDraft((current) => ({ ...current, valuation: option }))}
                  />
                  <span>
                    {t(`zakat.valuation.${option}`, {
                      percent: terms.kind === "ready" ? terms.sellBackPercent : "—",
                    })}
                  </span>
                </label>
              ))}
            </fieldset>
          </section>
          {METALS.map((metal) => {
            const rows = draft.holdings.filter((holding) => holding.metal === metal);
            return (
              <section
                key={metal}
                className={`card ${styles.panel}`}
                aria-labelledby={`zakat-${metal}-title`}
              >
                <h2 id={`zakat-${metal}-title`} className={styles.sectionTitle}>
                  {t(`zakat.${metal}.title`)}
                </h2>
                <p className={styles.hint}>{t(`zakat.${metal}.hint`)}</p>
                {rows.map((holding, index) => {
                  const check = reading.holdings[draft.holdings.indexOf(holding)] ?? { kind: "blank" };
                  return (
                    <HoldingRow
                      key={holding.id}
                      draft={holding}
                      number={index + 1}
                      check={check}
                      value={values.get(holding.id) ?? null}
                      deducted={
                        draft.valuation === "sellBack" && terms.kind === "ready"
                          ? terms.sellBackPercent
                          : null
                      }
                      onChange={changeHolding(holding.id)}
                      onRemove={rows.length > 1 ? () => remove(holding.id) : null}
                      typedBefore={(key) => typedBefore(`holding.${holding.id}.${key}`)}
                    />
                  );
                })}
                <button
                  type="button"
                  className={`button button-secondary ${styles.addButton}`}
                  onClick={() => add(metal)}
                  disabled={rows.length >= MAX_HOLDINGS_PER_METAL}
                >
                  {t(`zakat.${metal}.add`)}
                </button>
              </section>
            );
          })}
          <section className={`card ${styles.panel}`} aria-labelledby="zakat-money-title">
            <h2 id="zakat-money-title" className={styles.sectionTitle}>
              {t("zakat.money.title")}
            </h2>
            <div className={styles.moneyFields}>
              {MONEY.map((field) => {
                const check = reading[field];
                return (
                  <MoneyField
                    key={field}
                    id={`zakat-${field}`}
                    label={t(`zakat.money.${field}`)}
                    hint={t(`zakat.money.${field}Hint`)}
                    value={draft[field]}
                    error={check.ok ? undefined : check.error}
                    fieldRef={typedBefore(field)}
                    onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
                  />
                );
              })}
            </div>
          </section>
        </div>
        <div className={styles.summary}>
          <ZakatResult
            nisab={terms.kind === "ready" ? nisabAt(standard, terms.board[standard][NISAB_GRADE]) : null}
            reckoning={reckoning}
            waiting={waitingText(terms)}
          />
          <p className={`${exchange.note} ${styles.guide}`}>{t("zakat.guide")}</p>
        </div>
      </div>
      <p className={calculators.crossLink}>
        <Link to="/gold-rates">{t("zakat.ratesLink")}</Link>
      </p>
    </div>
  );
}

/** What stands between the visitor and a reckoning: the board, or a field to correct. */
const waitingText = (terms: ZakatTerms): string =>
  terms.kind === "missing"
    ? terms.text
    : terms.kind === "loading"
      ? t("state.loading")
      : t("zakat.result.fix");

/** Each holding's value by its draft's id: the reckoning values the holdings that read, in the draft's order. */
function valuesById(
  drafts: readonly HoldingDraft[],
  checks: readonly HoldingCheck[],
  reckoning: ZakatReckoning | null,
): Map<number, HoldingValue> {
  const values = new Map<number, HoldingValue>();
  if (!reckoning) return values;
  let next = 0;
  drafts.forEach((holding, index) => {
    if (checks[index]?.kind !== "holding") return;
    const value = reckoning.holdings[next++];
    if (value) values.set(holding.id, value);
  });
  return values;
}

/** A holding's field as the visitor left it in the server's HTML. */
function typedInto(holding: HoldingDraft, key: HoldingKey, value: string): HoldingDraft {
  if (key === "grade") return { ...holding, grade: value as HoldingDraft["grade"] };
  if (key === "grams") return { ...holding, grams: value };
  if (key.startsWith("unit.")) return { ...holding, unit: key.slice("unit.".length) as HoldingDraft["unit"] };
  return { ...holding, weight: { ...holding.weight, [key]: value } };
}
