import { Plus, X } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { MAX_COLLECTION_PIECES } from "#core/collection-rules";
import { inLanguage } from "#core/in-language";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { JewelryThumbnail } from "../jewelry/jewelry-thumbnail";
import { Button } from "../kit/button";
import { MoveButtons } from "../kit/move-buttons";
import { SearchBox } from "../kit/search-box";
import { useKeyShortcut } from "../shell/use-shortcut";
import styles from "./collections-admin.module.css";
import { findPieces, movePiece } from "./piece-order";

/** How many matches the search lists at once: enough to pick from, short enough to scan. */
const MATCHES_SHOWN = 8;

interface Props {
  ids: readonly string[];
  catalogue: readonly JewelryItem[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * A collection's pieces in the order shown, each with Move up, Move down and Remove, and a search of
 * the catalogue by name to add more. Focus stays on the moved piece's button, and a moved piece's
 * new place is said aloud, so the order can be set from the keyboard alone.
 */
export function CollectionPieces({ ids, catalogue, onChange, error }: Props) {
  const [query, setQuery] = useState("");
  const [announcement, setAnnouncement] = useState("");
  const [focusAfter, setFocusAfter] = useState<{ id: string; control: "up" | "down" } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const search = useRef<HTMLInputElement>(null);
  useKeyShortcut(
    "slash",
    useCallback(() => search.current?.focus(), []),
  );
  const byId = useMemo(() => new Map(catalogue.map((item) => [item._id, item])), [catalogue]);
  const matches = useMemo(() => findPieces(catalogue, query), [catalogue, query]);
  const nameOf = (id: string) => {
    const item = byId.get(id);
    return item ? inLanguage(item, pageLanguage()).name : t("adminCollections.missingPiece");
  };
  const full = ids.length >= MAX_COLLECTION_PIECES;

  useEffect(() => {
    if (!focusAfter) return;
    const row = list.current?.querySelector(`[data-piece="${CSS.escape(focusAfter.id)}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfter.control}"]`);
    // At the list's end the moved piece's button is off: its other one takes the focus.
    (wanted && !wanted.disabled
      ? wanted
      : row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)")
    )?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  const move = (index: number, by: -1 | 1) => {
    const id = ids[index];
    if (id === undefined) return;
    onChange(movePiece(ids, index, by));
    setFocusAfter({ id, control: by < 0 ? "up" : "down" });
    setAnnouncement(
      t("adminCollections.moved", { name: nameOf(id), position: index + by + 1, count: ids.length }),
    );
  };

  return (
    <fieldset className={`adm-span-2 ${styles.pieces}`} aria-describedby="collection-pieces-hint">
      <legend>{t("adminCollections.pieces")}</legend>
      <p id="collection-pieces-hint" className="adm-hint">
        {t("adminCollections.piecesHint")}
      </p>
      {ids.length === 0 ? (
        <p className={styles.noPieces}>{t("adminCollections.noPieces")}</p>
      ) : (
        <ol ref={list} className={styles.pieceList}>
          {ids.map((id, index) => {
            const name = nameOf(id);
            return (
              <li key={id} data-piece={id} className={styles.piece}>
                <span className={styles.position}>{index + 1}</span>
                <JewelryThumbnail src={byId.get(id)?.imageUrl ?? ""} />
                <span className={styles.pieceName}>{name}</span>
                <span className={styles.pieceActions}>
                  <MoveButtons
                    index={index}
                    count={ids.length}
                    upLabel={t("adminCollections.moveUpNamed", { name })}
                    downLabel={t("adminCollections.moveDownNamed", { name })}
                    onMove={(by) => move(index, by)}
                  />
                  <Button
                    size="small"
                    kind="ghost"
                    aria-label={t("adminCollections.removeNamed", { name })}
                    title={t("adminCollections.remove")}
                    onClick={() => onChange(ids.filter((other) => other !== id))}
                  >
                    <X size={14} aria-hidden="true" />
                  </Button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className={styles.finder}>
        <SearchBox
          id="collection-find-piece"
          label={t("adminCollections.findPiece")}
          placeholder={t("adminCollections.findPlaceholder")}
          value={query}
          maxLength={100}
          onValueChange={setQuery}
          inputRef={search}
        />
        {query.trim() !== "" && (
          <div className={styles.matches}>
            {matches.length === 0 ? (
              <p className="adm-hint">{t("adminCollections.noMatch")}</p>
            ) : (
              <ul aria-label={t("adminCollections.findPiece")}>
                {matches.slice(0, MATCHES_SHOWN).map((item) => {
                  const name = inLanguage(item, pageLanguage()).name;
                  const added = ids.includes(item._id);
                  return (
                    <li key={item._id} className={styles.match}>
                      <JewelryThumbnail src={item.imageUrl} />
                      <span className={styles.pieceName}>{name}</span>
                      <Button
                        size="small"
                        disabled={added || full}
                        aria-label={added ? undefined : t("adminCollections.addNamed", { name })}
                        onClick={() => onChange([...ids, item._id])}
                      >
                        {!added && <Plus size={14} aria-hidden="true" />}
                        {t(added ? "adminCollections.inCollection" : "adminCollections.addPiece")}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            {matches.length > MATCHES_SHOWN && (
              <p className="adm-hint">
                {t("adminCollections.moreMatches", { shown: MATCHES_SHOWN, total: matches.length })}
              </p>
            )}
          </div>
        )}
      </div>
    </fieldset>
  );
}
