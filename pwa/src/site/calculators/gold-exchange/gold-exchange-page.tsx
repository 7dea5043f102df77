import { useRef, useState } from "react";
import { Link } from "react-router";
import { MAX_OLD_PIECES, type OldGoldQuote, totalOf } from "#core/gold-exchange";
import { t } from "../../../i18n/messages";
import { useDocumentTitle } from "../../../shared/document-title";
import calculators from "../calculators.module.css";
import { AgainstListPiece } from "./against-list-piece";
import { ExchangeFigures } from "./exchange-figures";
import { type ExchangeTerms, useExchangeTerms } from "./exchange-terms";
import styles from "./gold-exchange.module.css";
import { OldPieceForm, quoteFor } from "./old-piece-form";
import { checkDraft, type DraftCheck, emptyDraft, type PieceDraft } from "./piece-draft";
import { TermsLine } from "./terms-line";

/**
 * /gold-exchange: what old pieces bring today, exchanged for a new piece or sold back, at the device's
 * copy of today's board and the shop's deductions. Worked out on the device, so it works offline.
 */
export function GoldExchangePage() {
  useDocumentTitle(t("exchange.title"));
  const terms = useExchangeTerms();
  // The server renders the first piece, so what a visitor types into it before the app starts is kept.
  const [drafts, setDrafts] = useState<PieceDraft[]>(() => [emptyDraft(1)]);
  const nextId = useRef(2);
  const checks = drafts.map(checkDraft);

  const change = (id: number) => (update: (draft: PieceDraft) => PieceDraft) =>
    setDrafts((current) => current.map((draft) => (draft.id === id ? update(draft) : draft)));
  const add = () => {
    const id = nextId.current++;
    setDrafts((current) => [...current, emptyDraft(id)]);
    // The new piece's purity is its first field: the visitor goes on from there.
    requestAnimationFrame(() => document.getElementById(`piece-${id}-grade`)?.focus());
  };
  const remove = (id: number) => setDrafts((current) => current.filter((draft) => draft.id !== id));

  return (
    <div className={`container ${calculators.page}`}>
      <header className={calculators.hero}>
        <p className="eyebrow">{t("exchange.eyebrow")}</p>
        <h1>{t("exchange.title")}</h1>
        <p className={calculators.intro}>{t("exchange.intro")}</p>
      </header>
      <TermsLine terms={terms} />
      <div className={styles.pieces}>
        {drafts.map((draft, index) => (
          <OldPieceForm
            key={draft.id}
            draft={draft}
            number={index + 1}
            check={checks[index] ?? { kind: "blank" }}
            terms={terms}
            onChange={change(draft.id)}
            onRemove={drafts.length > 1 ? () => remove(draft.id) : null}
          />
        ))}
      </div>
      <div className={styles.addRow}>
        <button
          type="button"
          className="button button-secondary"
          onClick={add}
          disabled={drafts.length >= MAX_OLD_PIECES}
        >
          {t("exchange.add")}
        </button>
        {drafts.length >= MAX_OLD_PIECES && (
          <p className={styles.muted}>{t("exchange.maxPieces", { count: MAX_OLD_PIECES })}</p>
        )}
      </div>
      {drafts.length > 1 && <Total checks={checks} terms={terms} />}
      <AgainstListPiece exchangeValue={exchangeTotal(checks, terms)} />
      <p className={styles.note}>{t("exchange.note")}</p>
      <p className={calculators.crossLink}>
        <Link to="/gold-calculator">{t("exchange.calculatorLink")}</Link>
      </p>
    </div>
  );
}

/** The pieces typed that can be valued, and whether any typed piece cannot be yet; blank ones are left out. */
function valued(
  checks: DraftCheck[],
  terms: ExchangeTerms & { kind: "ready" },
): { quotes: OldGoldQuote[]; waiting: boolean } {
  const quotes: OldGoldQuote[] = [];
  let waiting = false;
  for (const check of checks) {
    if (check.kind === "errors") waiting = true;
    if (check.kind !== "piece") continue;
    const quote = quoteFor(check, terms);
    if (quote) quotes.push(quote);
    else waiting = true;
  }
  return { quotes, waiting };
}

/** All the old gold's exchange value, once every piece typed is valued; null before. */
function exchangeTotal(checks: DraftCheck[], terms: ExchangeTerms): number | null {
  if (terms.kind !== "ready") return null;
  const { quotes, waiting } = valued(checks, terms);
  return waiting || quotes.length === 0 ? null : totalOf(quotes).exchangeValue;
}

/** All pieces together, once every piece typed can be valued; blank ones are left out. */
function Total({ checks, terms }: { checks: DraftCheck[]; terms: ExchangeTerms }) {
  if (terms.kind !== "ready") return null;
  const { quotes, waiting } = valued(checks, terms);
  if (quotes.length === 0 && !waiting) return null;
  return (
    <section className={`card ${styles.total}`} aria-labelledby="exchange-total-title">
      <h2 id="exchange-total-title" className={styles.pieceTitle}>
        {t("exchange.total.title")}
      </h2>
      {waiting ? (
        <p className={styles.muted}>{t("exchange.total.waiting")}</p>
      ) : (
        <>
          <p className={styles.muted}>{t("exchange.total.pieces", { count: quotes.length })}</p>
          <div className={styles.result}>
            <ExchangeFigures figures={totalOf(quotes)} deductions={terms.deductions} />
          </div>
        </>
      )}
    </section>
  );
}
