import { endpoints } from "#core/endpoints";
import type { JewelryItem } from "#core/schemas/jewelry";
import { useResource } from "../../data/resources";
import { t } from "../../i18n/messages";
import { useDocumentTitle } from "../../shared/document-title";
import { PageState } from "../../shared/ui/page-state";
import { CatalogueFilterBar } from "./catalogue-filter-bar";
import { filterJewelry, hasActiveFilters } from "./catalogue-filters";
import { JewelryCard, JewelryCardPlaceholder } from "./jewelry-card/jewelry-card";
import { JewelryGrid } from "./jewelry-card/jewelry-grid";
import styles from "./jewelry-list-page.module.css";
import { useCatalogueFilters } from "./use-catalogue-filters";

/** Spec: nine placeholders while the list loads. */
const PLACEHOLDER_COUNT = 9;
/** The first row's images are above the fold on most screens. */
const PRIORITY_CARDS = 2;

export function JewelryListPage() {
  useDocumentTitle(t("catalogue.listTitle"));
  const jewelry = useResource<JewelryItem[]>(endpoints.listJewelry.path);
  const { filters, setFilter, clear } = useCatalogueFilters();

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{t("catalogue.listTitle")}</h1>
        <p className={styles.intro}>{t("catalogue.listIntro")}</p>
      </header>
      <CatalogueFilterBar filters={filters} onChange={setFilter} />
      {jewelry.data ? (
        <Results
          items={jewelry.data}
          shown={filterJewelry(jewelry.data, filters)}
          filtered={hasActiveFilters(filters)}
          onClear={clear}
        />
      ) : jewelry.status === "error" ? (
        <PageState offline={jewelry.offline} onRetry={jewelry.retry} />
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
  items,
  shown,
  filtered,
  onClear,
}: {
  items: readonly JewelryItem[];
  shown: readonly JewelryItem[];
  filtered: boolean;
  onClear: () => void;
}) {
  return (
    <>
      <p className={`${styles.count} tabular`} role="status">
        {t("catalogue.count", { shown: shown.length, total: items.length })}
      </p>
      {shown.length > 0 ? (
        <JewelryGrid label={t("catalogue.resultsLabel")}>
          {shown.map((item, index) => (
            <JewelryCard key={item._id} item={item} priority={index < PRIORITY_CARDS} headingLevel={2} />
          ))}
        </JewelryGrid>
      ) : (
        <div className={styles.empty}>
          <h2>{t("catalogue.emptyTitle")}</h2>
          {filtered ? (
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
