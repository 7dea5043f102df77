import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import {
  type JewelryInput,
  type JewelryItem,
  MAX_PAIRED_PIECES,
  type NewJewelry,
} from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { categoryName } from "../../i18n/jewelry-terms";
import { useAdminQuery } from "../api/use-admin-api";
import { Button } from "../kit/button";
import { fieldAria } from "../kit/form-field";
import { JewelryThumbnail } from "./jewelry-thumbnail";
import styles from "./pairs-field.module.css";

/** Matches offered at once: a name narrows it quickly, and more would push the form down on a phone. */
const MATCHES_SHOWN = 6;

interface Props {
  form: UseFormReturn<JewelryInput, unknown, NewJewelry>;
  /** The piece being edited, never offered to itself; null for a new one. */
  itemId: string | null;
}

const fold = (text: string) => text.toLocaleLowerCase().trim();

/** Pieces whose English or Bengali name holds what was typed, leaving out those not to offer. */
function matchingPieces(catalogue: readonly JewelryItem[], query: string, leftOut: ReadonlySet<string>) {
  const wanted = fold(query);
  if (wanted === "") return [];
  return catalogue
    .filter((piece) => !leftOut.has(piece._id))
    .filter((piece) => fold(piece.name).includes(wanted) || fold(piece.bn?.name ?? "").includes(wanted))
    .slice(0, MATCHES_SHOWN);
}

/**
 * "Pairs with": the pieces shown beside this one on its page, found by name among the catalogue and
 * listed in the order chosen, each with its own remove button. Enter in the search adds the first match.
 */
export function PairsField({ form, itemId }: Props) {
  const catalogue = useAdminQuery("listJewelry").data ?? [];
  const [query, setQuery] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  const id = "jewelry-pairs";
  const resultsId = useId();
  const chosen = form.watch("pairsWith") ?? [];
  const error = form.formState.errors.pairsWith?.message;
  const full = chosen.length >= MAX_PAIRED_PIECES;
  const matches = matchingPieces(catalogue, query, new Set([...chosen, ...(itemId ? [itemId] : [])]));
  const hint = t("adminJewelry.pairs.hint", { max: MAX_PAIRED_PIECES });

  const choose = (ids: string[]) =>
    form.setValue("pairsWith", ids, { shouldDirty: true, shouldValidate: true });
  const add = (piece: JewelryItem) => {
    choose([...chosen, piece._id]);
    setQuery("");
    searchRef.current?.focus();
  };
  const remove = (index: number) => {
    choose(chosen.filter((_, at) => at !== index));
    // Focus goes to the next remove button, or back to the search when none is left.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(`#${id}-list button`);
      (buttons[Math.min(index, buttons.length - 1)] ?? searchRef.current)?.focus();
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    // Enter in the search adds, never submits the whole form.
    event.preventDefault();
    const first = matches[0];
    if (first && !full) add(first);
  };

  return (
    <fieldset className={`adm-span-2 ${styles.field}`} aria-describedby={`${id}-hint`}>
      <legend className="adm-label">{t("adminJewelry.pairs.label")}</legend>
      <p id={`${id}-hint`} className="adm-hint">
        {hint}
      </p>
      {chosen.length > 0 && (
        <ol id={`${id}-list`} className={styles.list} aria-label={t("adminJewelry.pairs.chosen")}>
          {chosen.map((pairedId, index) => {
            const piece = catalogue.find((candidate) => candidate._id === pairedId);
            const name = piece?.name ?? t("adminJewelry.pairs.missing");
            return (
              <li key={pairedId} className={styles.piece}>
                <JewelryThumbnail src={piece?.imageUrl ?? ""} />
                <span className={styles.name}>
                  {name}
                  {piece && <span className="adm-hint">{categoryName(piece.category)}</span>}
                </span>
                <Button
                  kind="ghost"
                  size="small"
                  aria-label={t("adminJewelry.pairs.remove", { name })}
                  title={t("adminJewelry.pairs.remove", { name })}
                  onClick={() => remove(index)}
                >
                  <X size={16} aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      <label htmlFor={`${id}-search`} className={`adm-label ${styles.searchLabel}`}>
        {full ? t("adminJewelry.pairs.full", { max: MAX_PAIRED_PIECES }) : t("adminJewelry.pairs.search")}
      </label>
      <input
        ref={searchRef}
        type="search"
        className="adm-input"
        autoComplete="off"
        disabled={full}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={onKeyDown}
        aria-controls={resultsId}
        {...fieldAria(`${id}-search`, { error })}
      />
      <div id={resultsId} aria-live="polite">
        {matches.length > 0 ? (
          <ul className={styles.matches} aria-label={t("adminJewelry.pairs.matches")}>
            {matches.map((piece) => (
              <li key={piece._id}>
                <button type="button" className={styles.match} onClick={() => add(piece)}>
                  <Plus size={16} aria-hidden="true" />
                  <JewelryThumbnail src={piece.imageUrl} />
                  <span className={styles.name}>
                    {piece.name}
                    <span className="adm-hint">{categoryName(piece.category)}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          query.trim() !== "" && (
            <p className="adm-hint">{t("adminJewelry.pairs.noMatch", { query: query.trim() })}</p>
          )
        )}
      </div>
      {error && (
        <p id={`${id}-search-error`} className="adm-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
