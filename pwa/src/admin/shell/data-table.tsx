import { ArrowDown, ArrowUp } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useMemo, useRef, useState } from "react";
import { t } from "../../i18n/admin-messages";
import styles from "./data-table.module.css";

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable. */
  compare?: (a: T, b: T) => number;
  align?: "start" | "end";
  width?: string;
}

interface Props<T> {
  label: string;
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowId: (row: T) => string;
  rowName: (row: T) => string;
  selected: ReadonlySet<string>;
  onSelectedChange: (ids: Set<string>) => void;
  /** The row open in the editor beside the table, if any. */
  activeId?: string | null;
  onOpen: (row: T) => void;
  empty: ReactNode;
  initialSort?: { key: string; direction: "asc" | "desc" };
}

/**
 * A dense, desktop-style table: sortable columns, a checkbox per row for bulk actions, and
 * keyboard row navigation (↑/↓, Home/End, Space to select, Enter to open).
 */
export function DataTable<T>(props: Props<T>) {
  const { rows, columns, rowId, selected, onSelectedChange } = props;
  const [sort, setSort] = useState(props.initialSort ?? null);
  const [focusIndex, setFocusIndex] = useState(0);
  const body = useRef<HTMLTableSectionElement>(null);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (!column?.compare || !sort) return rows;
    const direction = sort.direction === "asc" ? 1 : -1;
    return [...rows].sort((a, b) => direction * (column.compare as (x: T, y: T) => number)(a, b));
  }, [rows, columns, sort]);

  const allSelected = sorted.length > 0 && sorted.every((row) => selected.has(rowId(row)));
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  const focusRow = (index: number) => {
    const clamped = Math.max(0, Math.min(sorted.length - 1, index));
    setFocusIndex(clamped);
    body.current?.querySelectorAll<HTMLTableRowElement>("tr")[clamped]?.focus();
  };
  const onRowKey = (event: KeyboardEvent<HTMLTableRowElement>, row: T, index: number) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: sorted.length - 1,
    };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusRow(to);
    } else if (event.key === " ") {
      event.preventDefault();
      toggle(rowId(row));
    } else if (event.key === "Enter") {
      event.preventDefault();
      props.onOpen(row);
    }
  };

  if (rows.length === 0) return <div className={styles.empty}>{props.empty}</div>;

  return (
    <table className={styles.table} aria-label={props.label}>
      <thead>
        <tr>
          <th scope="col" className={styles.check}>
            <input
              type="checkbox"
              aria-label={t("admin.common.selectAll")}
              checked={allSelected}
              onChange={() => onSelectedChange(allSelected ? new Set() : new Set(sorted.map(rowId)))}
            />
          </th>
          {columns.map((column) => {
            const direction = sort?.key === column.key ? sort.direction : null;
            return (
              <th
                key={column.key}
                scope="col"
                style={{ width: column.width, textAlign: column.align === "end" ? "right" : "left" }}
                aria-sort={
                  direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
                }
              >
                {column.compare ? (
                  <button
                    type="button"
                    className={styles.sort}
                    onClick={() =>
                      setSort({ key: column.key, direction: direction === "asc" ? "desc" : "asc" })
                    }
                  >
                    {column.header}
                    {direction === "asc" && <ArrowUp size={13} aria-hidden="true" />}
                    {direction === "desc" && <ArrowDown size={13} aria-hidden="true" />}
                  </button>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody ref={body}>
        {sorted.map((row, index) => {
          const id = rowId(row);
          return (
            <tr
              key={id}
              tabIndex={index === focusIndex ? 0 : -1}
              data-selected={selected.has(id)}
              className={props.activeId === id ? styles.active : undefined}
              onKeyDown={(event) => onRowKey(event, row, index)}
              onFocus={() => setFocusIndex(index)}
              onClick={(event) => {
                if ((event.target as HTMLElement).closest("button, a, input, label")) return;
                props.onOpen(row);
              }}
            >
              <td className={styles.check}>
                <input
                  type="checkbox"
                  aria-label={t("admin.common.selectRow", { name: props.rowName(row) })}
                  checked={selected.has(id)}
                  onChange={() => toggle(id)}
                />
              </td>
              {columns.map((column) => (
                <td key={column.key} style={{ textAlign: column.align === "end" ? "right" : "left" }}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
