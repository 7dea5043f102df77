import {
  type CatalogueFilters,
  type CataloguePage,
  cataloguePage,
  cataloguePagePath,
  hasActiveFilters,
} from "#core/catalogue-filters";
import { useCatalogue } from "../../data/catalogue";
import { readSucceeded, usePageRead } from "../../data/page-reads";
import { t } from "../../i18n/messages";
import { useDocumentTitle } from "../../shared/document-title";
import { PageState } from "../../shared/ui/page-state";
import { CatalogueFilterBar } from "./catalogue-filter-bar";
import { CataloguePages } from "./catalogue-pages";
import { JewelryCard, JewelryCardPlaceholder } from "./jewelry-card/jewelry-card";
import { JewelryGrid } from "./jewelry-card/jewelry-grid";
import styles from "./jewelry-list-page.module.css";
import { useCatalogueFilters } from "./use-catalogue-filters";

/** Spec: nine placeholders while the list loads. */
const PLACEHOLDER_COUNT = 9;
/** The first row's images are above the fold on most screens. */
const PRIORITY_CARDS = 2;

/**
 * The catalogue a page at a time, each page a link of its own. Search, filters and pages run over
 * the device's whole copy of the catalogue; until the device has one (a first visit), the page the
 * server rendered with stands, so the first screen never waits for the whole catalogue.
 */
export function JewelryListPage() {
  useDocumentTitle(t("catalogue.listTitle"));
  const { filters, page, setFilter, clear } = useCatalogueFilters();
  const catalogue = useCatalogue();
  const served = usePageRead(cataloguePagePath(filters, page));
  const shown: CataloguePage | undefined = catalogue.data
    ? cataloguePage(catalogue.data, filters, page)
    : readSucceeded(served)
      ? (served.data as CataloguePage)
      : undefined;

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t("catalogue.listTitle")}</h1>
        <p className={styles.intro}>{t("catalogue.listIntro")}</p>
      </header>
      <CatalogueFilterBar filters={filters} onChange={setFilter} />
      {shown ? (
        <Results shown={shown} filters={filters} onClear={clear} />
      ) : catalogue.status === "error" ? (
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

function Results({
  shown,
  filters,
  onClear,
}: {
  shown: CataloguePage;
  filters: CatalogueFilters;
  onClear: () => void;
}) {
  return (
    <>
      <p className={`${styles.count} tabular`} role="status">
        {t("catalogue.count", { shown: shown.matched, total: shown.total })}
      </p>
      {shown.items.length > 0 ? (
        <>
          <JewelryGrid label={t("catalogue.resultsLabel")}>
            {shown.items.map((item, index) => (
              <JewelryCard
                key={item._id}
                item={item}
                priority={index < PRIORITY_CARDS}
                headingLevel={2}
                highlights={shown.highlights}
              />
            ))}
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
