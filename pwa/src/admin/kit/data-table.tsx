import { useVirtualizer } from "@tanstack/react-virtual";
import { ArrowDown, ArrowUp } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { t } from "../../i18n/admin-catalogue";
import styles from "./data-table.module.css";

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Makes the column sortable. */
  compare?: (a: T, b: T) => number;
  align?: "start" | "end";
  width?: string;
  /** The column that names the row: on a phone, the first line of the row's card. */
  title?: boolean;
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
  /**
   * The element the table scrolls in: given, a long table draws only the rows in view and a few
   * around them, so a catalogue of thousands stays as quick as one of twenty.
   */
  scrollParent?: RefObject<HTMLElement | null>;
}

/** Tables longer than this are drawn a window at a time (when they know what they scroll in). */
export const WINDOWED_FROM_ROWS = 100;
/** The admin's row height (--a-row): a first guess, until a drawn row is measured. */
const ROW_HEIGHT = 34;
/** Rows drawn above and below the window, so a quick scroll does not show blank space. */
const ROWS_AROUND_WINDOW = 12;

/**
 * A dense, desktop-style table: sortable columns, a checkbox per row for bulk actions, and
 * keyboard row navigation (↑/↓, Home/End, Space to select, Enter to open).
 */
export function DataTable<T>(props: Props<T>) {
  const { rows, columns, rowId, selected, onSelectedChange } = props;
  const [sort, setSort] = useState(props.initialSort ?? null);
  const [focusIndex, setFocusIndex] = useState(0);
  /** A row to focus once it is drawn: with a window, a row far away is drawn after the scroll. */
  const [focusWanted, setFocusWanted] = useState<number | null>(null);
  const body = useRef<HTMLTableSectionElement>(null);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (!column?.compare || !sort) return rows;
    const direction = sort.direction === "asc" ? 1 : -1;
    return [...rows].sort((a, b) => direction * (column.compare as (x: T, y: T) => number)(a, b));
  }, [rows, columns, sort]);

  const windowed = props.scrollParent !== undefined && sorted.length > WINDOWED_FROM_ROWS;
  const [scrollMargin, setScrollMargin] = useState(0);
  // A table's rows are all one height (one line, a thumbnail at most): the first drawn row's
  // measure places every other.
  const [rowHeight, setRowHeight] = useState(ROW_HEIGHT);
  const virtualizer = useVirtualizer({
    count: windowed ? sorted.length : 0,
    getScrollElement: () => props.scrollParent?.current ?? null,
    estimateSize: () => rowHeight,
    overscan: ROWS_AROUND_WINDOW,
    scrollMargin,
    // Until the pane is measured (and where nothing is laid out, as in tests): a desktop window.
    initialRect: { width: 1280, height: 800 },
  });
  // Where the rows start inside the scrolling element (below the bulk bar and the table's head),
  // and how tall they are.
  useLayoutEffect(() => {
    const scroller = props.scrollParent?.current;
    if (!windowed || !scroller || !body.current) return;
    const top = body.current.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    setScrollMargin(top + scroller.scrollTop);
    const measured = body.current.querySelector("tr[data-index]")?.getBoundingClientRect().height ?? 0;
    if (measured > 0 && Math.abs(measured - rowHeight) > 0.5) setRowHeight(measured);
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new height must re-place every row
  useLayoutEffect(() => virtualizer.measure(), [rowHeight]);
  useEffect(() => {
    if (focusWanted === null) return;
    const row = body.current?.querySelector<HTMLTableRowElement>(`tr[data-index="${focusWanted}"]`);
    if (!row) return;
    row.focus();
    setFocusWanted(null);
  });

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
    if (windowed) virtualizer.scrollToIndex(clamped);
    setFocusWanted(clamped);
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

  const windowItems = virtualizer.getVirtualItems();
  const drawn = windowed
    ? windowItems.flatMap(({ index }) => {
        const row = sorted[index];
        return row === undefined ? [] : [{ row, index }];
      })
    : sorted.map((row, index) => ({ row, index }));
  const spaceAbove = windowed ? (windowItems[0]?.start ?? scrollMargin) - scrollMargin : 0;
  const spaceBelow = windowed
    ? virtualizer.getTotalSize() - ((windowItems.at(-1)?.end ?? scrollMargin) - scrollMargin)
    : 0;

  return (
    <table className={styles.table} aria-label={props.label} aria-rowcount={sorted.length + 1}>
      <thead>
        <tr aria-rowindex={1}>
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
        {spaceAbove > 0 && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer holding the place of rows not drawn, never focused
          <tr aria-hidden="true" style={{ height: spaceAbove }} />
        )}
        {drawn.map(({ row, index }) => {
          const id = rowId(row);
          return (
            <tr
              key={id}
              data-index={index}
              aria-rowindex={index + 2}
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
                <td
                  key={column.key}
                  data-label={column.header}
                  className={column.title ? styles.title : undefined}
                  style={{ textAlign: column.align === "end" ? "right" : "left" }}
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          );
        })}
        {spaceBelow > 0 && (
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a spacer holding the place of rows not drawn, never focused
          <tr aria-hidden="true" style={{ height: spaceBelow }} />
        )}
      </tbody>
    </table>
  );
}
