import type { ReactNode } from "react";
import styles from "./toolbar.module.css";

/** The strip at the top of every admin screen: its title, then its actions. */
export function Toolbar({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.toolbar}>
      <h1>{title}</h1>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
