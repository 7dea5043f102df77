import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { type CatalogueFilters, catalogueQuery } from "#core/catalogue-filters";
import { t } from "../../i18n/messages";
import styles from "./jewelry-list-page.module.css";

// The same elements each render, so a keystroke's new page links leave their icons be.
const PREVIOUS_ICON = <ChevronLeft size={18} aria-hidden="true" />;
const NEXT_ICON = <ChevronRight size={18} aria-hidden="true" />;

/**
 * Links to the pages before and after, kept with the search and filters: real addresses, so a crawler
 * or a visitor without JavaScript walks the whole catalogue, and the back button returns a page.
 */
export function CataloguePages({
  filters,
  page,
  pageCount,
}: {
  filters: CatalogueFilters;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pages} aria-label={t("catalogue.pagesLabel")}>
      {page > 1 ? (
        <Link
          className="button button-secondary"
          to={{ search: catalogueQuery(filters, page - 1) }}
          rel="prev"
        >
          {PREVIOUS_ICON}
          {t("catalogue.previousPage")}
        </Link>
      ) : (
        <span />
      )}
      <p className="tabular">{t("catalogue.pageOf", { page, pageCount })}</p>
      {page < pageCount ? (
        <Link
          className="button button-secondary"
          to={{ search: catalogueQuery(filters, page + 1) }}
          rel="next"
        >
          {t("catalogue.nextPage")}
          {NEXT_ICON}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
