import { Children, createContext, type ReactNode, type RefObject } from "react";
import styles from "./jewelry-grid.module.css";

type WideColumns = 3 | 4;
/** A card's width in a 1200 px page (1152 px inside its padding) of three or four columns, 24 px apart. */
const WIDE_CARD_WIDTH: Record<WideColumns, string> = { 3: "368px", 4: "270px" };

/**
 * How wide a card's picture is in the grid, for `sizes`, from jewelry-grid.module.css and the page
 * container: the page's side padding (16 px on phones, 24 px from 640 px), the gaps between columns
 * (12 px on phones, 20 px from 640 px, 24 px from 960 px) and the columns, in a page at most 1200 px
 * wide. A phone's two columns (or its swipeable row, 44% of the width) take the narrowest files.
 */
const cardImageSizes = (wide: WideColumns): string =>
  `(min-width: 1200px) ${WIDE_CARD_WIDTH[wide]}, (min-width: 960px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 68px) / 2), calc((100vw - 44px) / 2)`;

export const CARD_IMAGE_SIZES = cardImageSizes(4);

/** The `sizes` of the cards' pictures in the grid around them. */
export const CardImageSizes = createContext(CARD_IMAGE_SIZES);

/**
 * A wide screen's columns for `count` cards in a balanced grid: three where four would leave a card
 * alone on the last row and three would not (5 as 3 + 2, 9 as 3 + 3 + 3).
 */
export const wideColumns = (count: number): WideColumns =>
  count > 4 && count % 4 === 1 && count % 3 !== 1 ? 3 : 4;

/** The grid's columns from each width up, widest first, as jewelry-grid.module.css lays them out. */
const COLUMNS_FROM: readonly (readonly [minWidth: number, columns: number])[] = [
  [1200, 4],
  [960, 3],
];

/** How many cards the grid's first row holds at the window's width now. */
export const cardsInFirstRow = (): number =>
  COLUMNS_FROM.find(([minWidth]) => window.matchMedia(`(min-width: ${minWidth}px)`).matches)?.[1] ?? 2;

/**
 * Cards in a responsive list: 2 columns on phones, 2 from 640 px, 3 from 960 px, 4 from 1200 px (or
 * 3, when `balanced`, where 4 would leave one card alone on the last row). A `row` holds them in one
 * line to scroll through instead, as many in view as the grid's columns (two and the edge of a third
 * on phones): a short last row never leaves a card on its own.
 */
export function JewelryGrid({
  children,
  label,
  row,
  balanced = false,
}: {
  children: ReactNode;
  label: string;
  /** The row's scroll, from useJewelryRow. */
  row?: { list: RefObject<HTMLUListElement | null> };
  /** A list shown whole (a collection), not a page of a longer one. */
  balanced?: boolean;
}) {
  const wide = balanced ? wideColumns(Children.count(children)) : 4;
  const className = [styles.grid, row && styles.row, wide === 3 && styles.threeWide]
    .filter(Boolean)
    .join(" ");
  return (
    <CardImageSizes.Provider value={cardImageSizes(wide)}>
      <ul ref={row?.list} className={className} aria-label={label}>
        {Children.map(children, (child) => (
          <li className={styles.cell}>{child}</li>
        ))}
      </ul>
    </CardImageSizes.Provider>
  );
}
