import { Children, type ReactNode, type RefObject } from "react";
import styles from "./jewelry-grid.module.css";

/**
 * How wide a card's picture is in the grid, for `sizes`, from jewelry-grid.module.css and the page
 * container: the page's side padding (16 px on phones, 24 px from 640 px), the gaps between columns
 * (12 px on phones, 20 px from 640 px, 24 px from 960 px) and the columns, in a page at most 1200 px
 * wide. A phone's two columns (or its swipeable row, 44% of the width) take the narrowest files.
 */
export const CARD_IMAGE_SIZES =
  "(min-width: 1200px) 270px, (min-width: 960px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc((100vw - 44px) / 2)";

/** The grid's columns from each width up, widest first, as jewelry-grid.module.css lays them out. */
const COLUMNS_FROM: readonly (readonly [minWidth: number, columns: number])[] = [
  [1200, 4],
  [960, 3],
];

/** How many cards the grid's first row holds at the window's width now. */
export const cardsInFirstRow = (): number =>
  COLUMNS_FROM.find(([minWidth]) => window.matchMedia(`(min-width: ${minWidth}px)`).matches)?.[1] ?? 2;

/**
 * Cards in a responsive list: 2 columns on phones, 2 from 640 px, 3 from 960 px, 4 from 1200 px. A
 * `row` holds them in one line to scroll through instead, as many in view as the grid's columns (two
 * and the edge of a third on phones): a short last row never leaves a card on its own.
 */
export function JewelryGrid({
  children,
  label,
  row,
}: {
  children: ReactNode;
  label: string;
  /** The row's scroll, from useJewelryRow. */
  row?: { list: RefObject<HTMLUListElement | null> };
}) {
  return (
    <ul ref={row?.list} className={row ? `${styles.grid} ${styles.row}` : styles.grid} aria-label={label}>
      {Children.map(children, (child) => (
        <li className={styles.cell}>{child}</li>
      ))}
    </ul>
  );
}
