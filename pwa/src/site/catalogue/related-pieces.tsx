import type { ReactNode } from "react";
import { Link } from "react-router";
import { catalogueQuery, NO_FILTERS } from "#core/catalogue-filters";
import { buildPath, endpoints } from "#core/endpoints";
import { type RelatedPieces as Related, relatedPieces } from "#core/related-pieces";
import type { JewelryItem } from "#core/schemas/jewelry";
import { usePublicRead } from "../../data/api/public-reads";
import { useCatalogue } from "../../data/sync/catalogue";
import { categoryName } from "../../i18n/jewelry-terms";
import { t } from "../../i18n/messages";
import { JewelryCard } from "./jewelry-card/jewelry-card";
import { JewelryGrid } from "./jewelry-card/jewelry-grid";
import { JewelryRowActions, useJewelryRow } from "./jewelry-card/jewelry-row";
import styles from "./related-pieces.module.css";

/** The API read of the pieces shown beside an item, read with the item's own (site/page-reads.ts). */
export const relatedPiecesPath = (id: string): string => buildPath(endpoints.relatedJewelry.path, { id });

/**
 * The server's answer, or, where the device cannot reach it and has none kept (offline, a piece never
 * opened before), the same choice made from the device's copy of the catalogue.
 */
function useRelatedPieces(item: JewelryItem): Related | undefined {
  const read = usePublicRead<Related>(relatedPiecesPath(item._id));
  const fromCopy = read.data === undefined && read.status === "error";
  const list = useCatalogue(fromCopy);
  if (read.data) return read.data;
  return fromCopy && list.data ? relatedPieces(item, list.data) : undefined;
}

function PieceRow({
  id,
  title,
  pieces,
  children,
}: {
  id: string;
  title: string;
  pieces: JewelryItem[];
  children?: ReactNode;
}) {
  const row = useJewelryRow(pieces.length);
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id}>{title}</h2>
        <JewelryRowActions row={row}>{children}</JewelryRowActions>
      </div>
      <JewelryGrid label={title} row={row}>
        {pieces.map((piece) => (
          <JewelryCard key={piece._id} item={piece} />
        ))}
      </JewelryGrid>
    </section>
  );
}

/** Below a piece: those the owner pairs with it, then more of its kind; a row with none is left out. */
export function RelatedPieces({ item }: { item: JewelryItem }) {
  const related = useRelatedPieces(item);
  if (!related) return null;
  const { pairsWith, moreInCategory } = related;
  return (
    <>
      {pairsWith.length > 0 && (
        <PieceRow id="pairs-with" title={t("catalogue.pairsWith")} pieces={pairsWith} />
      )}
      {moreInCategory.length > 0 && (
        <PieceRow id="more-in-category" title={t("catalogue.moreInCategory")} pieces={moreInCategory}>
          <Link
            to={`/jewelry${catalogueQuery({ ...NO_FILTERS, category: item.category }, 1)}`}
            className="button button-secondary button-small"
          >
            {t("catalogue.viewCategory", { category: categoryName(item.category) })}
          </Link>
        </PieceRow>
      )}
    </>
  );
}
