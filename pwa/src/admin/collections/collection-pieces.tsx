import { Plus } from "lucide-react";
import { useCallback, useMemo, useRef, useState } from "react";
import { MAX_COLLECTION_PIECES } from "#core/collection-rules";
import { inLanguage } from "#core/in-language";
import type { JewelryItem } from "#core/schemas/jewelry";
import { t } from "../../i18n/admin-catalogue";
import { pageLanguage } from "../../i18n/page-language";
import { JewelryThumbnail } from "../jewelry/jewelry-thumbnail";
import { PieceOrderList } from "../jewelry/piece-order-list";
import { Button } from "../kit/button";
import { SearchBox } from "../kit/search-box";
import { useKeyShortcut } from "../shell/use-shortcut";
import styles from "./collections-admin.module.css";
import { findPieces } from "./piece-order";

/** How many matches the search lists at once: enough to pick from, short enough to scan. */
const MATCHES_SHOWN = 8;

interface Props {
  ids: readonly string[];
  catalogue: readonly JewelryItem[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** A collection's pieces in the order shown, each with Move up, Move down and Remove, and a search of the catalogue by name to add more. */
export function CollectionPieces({ ids, catalogue, onChange, error }: Props) {
  const [query, setQuery] = useState("");
  const search = useRef<HTMLInputElement>(null);
  useKeyShortcut(
    "slash",
    useCallback(() => search.current?.focus(), []),
  );
  const byId = useMemo(() => new Map(catalogue.map((item) => [item._id, item])), [catalogue]);
  const matches = useMemo(() => findPieces(catalogue, query), [catalogue, query]);
  const full = ids.length >= MAX_COLLECTION_PIECES;

  return (
    <fieldset className={`adm-span-2 ${styles.pieces}`} aria-describedby="collection-pieces-hint">
      <legend>{t("adminCollections.pieces")}</legend>
      <p id="collection-pieces-hint" className="adm-hint">
        {t("adminCollections.piecesHint")}
      </p>
      {ids.length === 0 ? (
        <p className={styles.noPieces}>{t("adminCollections.noPieces")}</p>
      ) : (
        <PieceOrderList
          ids={ids}
          pieces={byId}
          onChange={onChange}
          removeLabel={(name) => t("adminCollections.removeNamed", { name })}
        />
      )}
      {error && (
        <p className="adm-error" role="alert">
          {error}
        </p>
      )}
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
