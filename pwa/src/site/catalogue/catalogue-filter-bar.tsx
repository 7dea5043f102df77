import { Search } from "lucide-react";
import { useId } from "react";
import { CATEGORIES, METALS } from "#core/schemas/jewelry";
import { t } from "../../i18n/messages";
import { ALL, type CatalogueFilters } from "./catalogue-filters";
import styles from "./jewelry-list-page.module.css";

/** Search box plus category and metal filters; changes apply as the visitor types or picks. */
export function CatalogueFilterBar({
  filters,
  onChange,
}: {
  filters: CatalogueFilters;
  onChange: <K extends keyof CatalogueFilters>(key: K, value: CatalogueFilters[K]) => void;
}) {
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to happy-dom)
    <form role="search" className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      <div className={`field ${styles.searchField}`}>
        <label htmlFor={`${id}-q`}>{t("catalogue.search")}</label>
        <div className={styles.searchBox}>
          <Search className={styles.searchIcon} size={18} aria-hidden="true" />
          <input
            id={`${id}-q`}
            className={`input ${styles.searchInput}`}
            type="search"
            placeholder={t("catalogue.searchPlaceholder")}
            value={filters.q}
            onChange={(event) => onChange("q", event.target.value)}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>{t("catalogue.category")}</label>
        <select
          id={`${id}-category`}
          className="input"
          value={filters.category}
          onChange={(event) => onChange("category", event.target.value as CatalogueFilters["category"])}
        >
          <option value={ALL}>{t("catalogue.all")}</option>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-metal`}>{t("catalogue.metal")}</label>
        <select
          id={`${id}-metal`}
          className="input"
          value={filters.metal}
          onChange={(event) => onChange("metal", event.target.value as CatalogueFilters["metal"])}
        >
          <option value={ALL}>{t("catalogue.all")}</option>
          {METALS.map((metal) => (
            <option key={metal} value={metal}>
              {metal}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
