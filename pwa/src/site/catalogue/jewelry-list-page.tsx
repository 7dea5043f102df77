import { memo, startTransition, useCallback, useEffect, useMemo, useState } from "react";
import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueFilters,
  type CataloguePage,
  cataloguePage,
  cataloguePagePath,
  catalogueQuery,
  hasActiveFilters,
} from "#core/catalogue-filters";
import { searchIndexSteps } from "#core/catalogue-search";
import type { JewelryItem } from "#core/schemas/jewelry";
import { servedWithThePage, usePublicRead } from "../../data/api/public-reads";
import { useOnline } from "../../data/api/reachability";
import { useCatalogue } from "../../data/sync/catalogue";
import { runInIdleMoments } from "../../data/sync/idle-moment";
import { formatCount } from "../../i18n/format";
import { t } from "../../i18n/messages";
import { useDocumentTitle } from "../../shared/document-title";
import { PageState } from "../../shared/ui/page-state";
import { CatalogueFilterBar } from "./catalogue-filter-bar";
import { CataloguePages } from "./catalogue-pages";
import { JewelryCard, JewelryCardPlaceholder } from "./jewelry-card/jewelry-card";
import { cardsInFirstRow, JewelryGrid } from "./jewelry-card/jewelry-grid";
import styles from "./jewelry-list-page.module.css";
import { useCatalogueFilters } from "./use-catalogue-filters";

/** Spec: nine placeholders while the list loads. */
const PLACEHOLDER_COUNT = 9;
/** The first row's images are above the fold on most screens. */
const PRIORITY_CARDS = 2;

/**
 * Whether the page reads the device's copy of the catalogue: not while it shows the part the server
 * rendered it with (the service worker keeps the copy meanwhile, ADR 042), but from the moment the
 * visitor turns to the search or the filters, opens a part the server did not send, or the server
 * cannot be reached; from then on the page keeps the copy up to date as it shows it.
 */
function useCopyWanted(path: string) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const online = useOnline();
  useEffect(() => {
    if (!online) setWanted(true);
  }, [online]);
  return { wanted: wanted || !online || !servedWithThePage(path), want };
}

/**
 * The catalogue a page at a time, each page a link of its own. Search, filters and pages run over
 * the device's whole copy of the catalogue; until the device has one (a first visit), the page the
 * server rendered with stands, so the first screen never waits for the whole catalogue.
 */
export function JewelryListPage() {
  useDocumentTitle(t("catalogue.listTitle"));
  const { filters, page, setFilter, clear } = useCatalogueFilters();
  const copy = useCopyWanted(cataloguePagePath(filters, page));
  const catalogue = useCatalogue(copy.wanted);
  // A keystroke's results are drawn in the keystroke's own render and painted with it: a render of
  // their own, after the search box's, cost a slowed phone a frame and a third more time.
  const local = useMemo(
    () => (catalogue.data ? cataloguePage(catalogue.data, filters, page) : undefined),
    [catalogue.data, filters, page],
  );
  // Until the device holds the catalogue, the server's part for this page and search: the one it
  // rendered with, or one asked for meanwhile rather than waiting on the whole download.
  const part = usePublicRead<CataloguePage>(local ? null : cataloguePagePath(filters, page));
  const shown = local ?? part.data;
  useSearchIndex(catalogue.data);

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t("catalogue.listTitle")}</h1>
        <p className={styles.intro}>{t("catalogue.listIntro")}</p>
      </header>
      <CatalogueFilterBar filters={filters} onChange={setFilter} onFocus={copy.want} />
      {shown ? (
        <Results shown={shown} filters={filters} onClear={clear} />
      ) : catalogue.status === "error" && part.status === "error" ? (
        <PageState offline={catalogue.offline} onRetry={catalogue.retry} />
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t("state.loading")}
          </p>
          <JewelryGrid label={t("catalogue.resultsLabel")}>
            {Array.from({ length: PLACEHOLDER_COUNT }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <JewelryCardPlaceholder key={index} />
            ))}
          </JewelryGrid>
        </>
      )}
    </div>
  );
}

/** Once a copy of the catalogue is there, it is indexed for search in the browser's idle moments. */
function useSearchIndex(items: readonly JewelryItem[] | undefined) {
  useEffect(() => {
    if (!items) return;
    let wanted = true;
    void runInIdleMoments(searchIndexSteps(items), 1000, () => wanted);
    return () => {
      wanted = false;
    };
  }, [items]);
}

/** A page of results as its cards draw it: the items, the words marked, the back links' target. */
interface DrawnPage {
  shown: CataloguePage;
  listPath: string;
}

/**
 * The page last drawn whole. The render that brings new results draws their first row alone, the
 * first screen of a phone, and the rest follows once that row is painted, in a transition of its
 * own; a keystroke's results are on screen sooner than a dozen cards could be. Until then each
 * further card stays as it was drawn, or keeps its place empty when it is new.
 */
function useDrawnWhole(page: DrawnPage): DrawnPage {
  const [whole, setWhole] = useState(page);
  useEffect(() => {
    if (whole === page) return;
    // A frame's callback runs before its paint, a task queued from it after: begun any sooner, the
    // rest's render would hold the first row off the screen.
    let task: number | undefined;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => startTransition(() => setWhole(page)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(task);
    };
  }, [whole, page]);
  return whole;
}

/**
 * The spec's "Showing N of M items" while one page holds every result; over several pages, the
 * page's own range, so the line never claims more cards than the page shows.
 */
function countLine({ items, matched, total, page, pageCount }: CataloguePage): string {
  if (pageCount === 1) return t("catalogue.count", { shown: matched, total });
  const first = (page - 1) * CATALOGUE_PAGE_SIZE + 1;
  const last = first + items.length - 1;
  const range = {
    range: last === first ? formatCount(first) : `${formatCount(first)}–${formatCount(last)}`,
    total,
  };
  return matched === total
    ? t("catalogue.countRange", range)
    : t("catalogue.countRangeMatched", { ...range, matched });
}

/** Drawn again only when the results change: the address catching up with the search leaves them be. */
const Results = memo(ResultsList);

function ResultsList({
  shown,
  filters,
  onClear,
}: {
  shown: CataloguePage;
  filters: CatalogueFilters;
  onClear: () => void;
}) {
  const listPath = `/jewelry${catalogueQuery(filters, shown.page)}`;
  const page = useMemo(() => ({ shown, listPath }), [shown, listPath]);
  const whole = useDrawnWhole(page);
  const firstRow = whole === page ? shown.items.length : cardsInFirstRow();
  const drawnBefore = new Map(whole.shown.items.map((item) => [item._id, item]));
  return (
    <>
      <p className={`${styles.count} tabular`} role="status">
        {countLine(shown)}
      </p>
      {shown.items.length > 0 ? (
        <>
          <JewelryGrid label={t("catalogue.resultsLabel")}>
            {shown.items.map((item, index) => {
              const drawn =
                index < firstRow ? { item, ...page } : { item: drawnBefore.get(item._id), ...whole };
              return drawn.item ? (
                <JewelryCard
                  key={item._id}
                  item={drawn.item}
                  priority={index < PRIORITY_CARDS}
                  headingLevel={2}
                  highlights={drawn.shown.highlights}
                  listPath={drawn.listPath}
                />
              ) : (
                <JewelryCardPlaceholder key={item._id} undrawn />
              );
            })}
          </JewelryGrid>
          <CataloguePages filters={filters} page={shown.page} pageCount={shown.pageCount} />
        </>
      ) : (
        <div className={styles.empty}>
          <h2>{t("catalogue.emptyTitle")}</h2>
          {hasActiveFilters(filters) ? (
            <>
              <p>{t("catalogue.emptyHint")}</p>
              <button type="button" className="button button-secondary" onClick={onClear}>
                {t("catalogue.clearFilters")}
              </button>
            </>
          ) : (
            <p>{t("catalogue.emptyCatalogue")}</p>
          )}
        </div>
      )}
    </>
  );
}
