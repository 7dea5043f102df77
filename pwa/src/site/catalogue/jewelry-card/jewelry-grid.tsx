import { Children, type ReactNode } from "react";
import styles from "./jewelry-grid.module.css";

/** Cards in a responsive list: 1 column on phones, 2 from 560 px, 3 from 900 px, 4 from 1200 px. */
export function JewelryGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (
        <li className={styles.cell}>{child}</li>
      ))}
    </ul>
  );
}
