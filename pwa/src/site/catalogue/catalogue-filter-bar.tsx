import { Search } from "lucide-react";
import { memo, useId } from "react";
import { ALL, type CatalogueFilters } from "#core/catalogue-filters";
import { CATEGORIES, METALS } from "#core/jewelry-terms";
import { categoryName, metalName } from "../../i18n/jewelry-terms";
import { t } from "../../i18n/messages";
import { useTypedBeforeStart } from "../../shared/typed-before-start";
import { SelectField, type SelectOption } from "../../shared/ui/select-field";
import styles from "./jewelry-list-page.module.css";

/** "All" first, then each value under its own name. */
const withAll = <Value extends string>(
  values: readonly Value[],
  name: (value: Value) => string,
): SelectOption<Value | typeof ALL>[] => [
  { value: ALL, label: t("catalogue.all") },
  ...values.map((value) => ({ value, label: name(value) })),
];

// The same element each render, so a keystroke leaves the icon be.
const SEARCH_ICON = <Search className={styles.searchIcon} size={18} aria-hidden="true" />;

type FilterChange = <K extends keyof CatalogueFilters>(key: K, value: CatalogueFilters[K]) => void;

/**
 * Search box plus category and metal filters; changes apply as the visitor types or picks. Drawn
 * for a keystroke, not for the results that follow it; the drop-downs only when a choice changes.
 * `onFocus` says the visitor is about to search or filter.
 */
export const CatalogueFilterBar = memo(FilterBar);

function FilterBar({
  filters,
  onChange,
  onFocus,
}: {
  filters: CatalogueFilters;
  onChange: FilterChange;
  onFocus?: () => void;
}) {
  const id = useId();
  const typedBefore = useTypedBeforeStart((value) => onChange("q", value));
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to browsers before 2023 (and to happy-dom)
    <form
      role="search"
      className={styles.filters}
      onSubmit={(event) => event.preventDefault()}
      onFocus={onFocus}
    >
      <div className={`field ${styles.searchField}`} ref={typedBefore("q")}>
        <label htmlFor={`${id}-q`}>{t("catalogue.search")}</label>
        <div className={styles.searchBox}>
          {SEARCH_ICON}
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
      <CatalogueChoices id={id} category={filters.category} metal={filters.metal} onChange={onChange} />
    </form>
  );
}

const CatalogueChoices = memo(Choices);

function Choices({
  id,
  category,
  metal,
  onChange,
}: Pick<CatalogueFilters, "category" | "metal"> & { id: string; onChange: FilterChange }) {
  return (
    <>
      <SelectField
        id={`${id}-category`}
        label={t("catalogue.category")}
        value={category}
        options={withAll(CATEGORIES, categoryName)}
        onChange={(picked) => onChange("category", picked)}
      />
      <SelectField
        id={`${id}-metal`}
        label={t("catalogue.metal")}
        value={metal}
        options={withAll(METALS, metalName)}
        onChange={(picked) => onChange("metal", picked)}
      />
    </>
  );
}
