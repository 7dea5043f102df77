import { Search } from "lucide-react";
import type { RefObject } from "react";
import { t } from "../../i18n/admin-catalogue";
import { STATUS_FILTERS, type StatusFilter } from "./message-format";
import styles from "./messages-page.module.css";

interface Props {
  filter: StatusFilter;
  counts: Record<StatusFilter, number>;
  onFilterChange: (filter: StatusFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

/** The status buttons (each with its count) and the search box above the list. */
export function MessagesFilters({
  filter,
  counts,
  onFilterChange,
  search,
  onSearchChange,
  searchRef,
}: Props) {
  return (
    <div className={styles.filters}>
      <fieldset className={styles.segments}>
        <legend className="visually-hidden">{t("adminInbox.filterLabel")}</legend>
        {STATUS_FILTERS.map((status) => (
          <button
            key={status}
            type="button"
            className={styles.segment}
            aria-pressed={filter === status}
            onClick={() => onFilterChange(status)}
          >
            {t("adminInbox.filterCount", {
              label: t(`adminInbox.filter.${status}`),
              count: counts[status],
            })}
          </button>
        ))}
      </fieldset>
      <div className={styles.search}>
        <label htmlFor="messages-search" className="visually-hidden">
          {t("adminInbox.searchLabel")}
        </label>
        <Search size={14} aria-hidden="true" className={styles.searchIcon} />
        <input
          id="messages-search"
          ref={searchRef}
          className="adm-input"
          type="search"
          placeholder={t("adminInbox.searchPlaceholder")}
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape" && search) {
              event.preventDefault();
              onSearchChange("");
            }
          }}
        />
        <span className="adm-kbd" aria-hidden="true">
          /
        </span>
      </div>
    </div>
  );
}
