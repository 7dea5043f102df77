import { Plus } from "lucide-react";
import type { Ref } from "react";
import { CATEGORIES, METALS } from "#core/jewelry-terms";
import { t } from "../../i18n/admin-catalogue";
import { categoryName, metalName } from "../../i18n/jewelry-terms";
import { Button } from "../kit/button";
import { SearchBox } from "../kit/search-box";
import styles from "./jewelry-admin.module.css";
import type { JewelryFilters } from "./jewelry-filters";

interface Props {
  filters: JewelryFilters;
  onFiltersChange: (filters: JewelryFilters) => void;
  onAdd: () => void;
  searchRef: Ref<HTMLInputElement>;
  addRef: Ref<HTMLButtonElement>;
}

/** Search (/ focuses it, Esc clears it), the two filters and "Add New Jewelry" (N). */
export function JewelryToolbarControls({ filters, onFiltersChange, onAdd, searchRef, addRef }: Props) {
  return (
    <>
      <SearchBox
        id="jewelry-search"
        label={t("adminJewelry.search")}
        placeholder={t("adminJewelry.searchPlaceholder")}
        value={filters.query}
        onValueChange={(query) => onFiltersChange({ ...filters, query })}
        inputRef={searchRef}
      />
      <select
        className={`adm-input ${styles.filter}`}
        aria-label={t("adminJewelry.filterCategory")}
        value={filters.category}
        onChange={(event) => onFiltersChange({ ...filters, category: event.target.value })}
      >
        <option value="">{t("adminJewelry.allCategories")}</option>
        {CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {categoryName(category)}
          </option>
        ))}
      </select>
      <select
        className={`adm-input ${styles.filter}`}
        aria-label={t("adminJewelry.filterMetal")}
        value={filters.metal}
        onChange={(event) => onFiltersChange({ ...filters, metal: event.target.value })}
      >
        <option value="">{t("adminJewelry.allMetals")}</option>
        {METALS.map((metal) => (
          <option key={metal} value={metal}>
            {metalName(metal)}
          </option>
        ))}
      </select>
      <Button ref={addRef} kind="primary" onClick={onAdd}>
        <Plus size={14} aria-hidden="true" />
        {t("adminJewelry.add")}
        <span className={`adm-keys ${styles.shortcut}`} aria-hidden="true">
          N
        </span>
      </Button>
    </>
  );
}
