import { Download } from "lucide-react";
import styles from "./calculators.module.css";

/**
 * Saves a calculator's list as a file. While the list is empty it is off, and the reason beside it
 * is what assistive technology reads for it.
 */
export function ListDownloadButton({
  id,
  label,
  emptyHint,
  empty,
  busy = false,
  onClick,
}: {
  id: string;
  label: string;
  emptyHint: string;
  empty: boolean;
  busy?: boolean;
  onClick: () => void;
}) {
  const hintId = `${id}-needs-items`;
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        disabled={empty || busy}
        aria-describedby={empty ? hintId : undefined}
        onClick={onClick}
      >
        <Download size={18} aria-hidden="true" />
        {label}
      </button>
      {empty && (
        <p id={hintId} className={styles.downloadHint}>
          {emptyHint}
        </p>
      )}
    </>
  );
}
