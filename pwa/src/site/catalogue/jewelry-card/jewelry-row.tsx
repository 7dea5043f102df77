import { ChevronLeft, ChevronRight } from "lucide-react";
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { t } from "../../../i18n/messages";
import styles from "./jewelry-grid.module.css";

/** Where a row stands in its scroll; null while everything in it is in view (or not yet measured). */
type RowEnds = { atStart: boolean; atEnd: boolean } | null;

export interface JewelryRowScroll {
  list: RefObject<HTMLUListElement | null>;
  ends: RowEnds;
  step: (direction: -1 | 1) => void;
}

/** A scroll this close to an end is at it: a fractional column width leaves a pixel or so over. */
const END_SLACK = 2;

const reducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * A `JewelryGrid` row's scroll, for its step buttons: measured after the page has started and again
 * as the row scrolls, resizes or takes `count` cards, so a row whose cards all fit offers no steps.
 */
export function useJewelryRow(count: number): JewelryRowScroll {
  const list = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState<RowEnds>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count changes what the row holds
  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const measure = () => {
      const overflow = row.scrollWidth - row.clientWidth;
      setEnds(
        overflow < END_SLACK
          ? null
          : { atStart: row.scrollLeft < END_SLACK, atEnd: row.scrollLeft > overflow - END_SLACK },
      );
    };
    measure();
    row.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    return () => {
      row.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [count]);
  // A row's width at a time: the cards snap to its start, so each step shows whole cards.
  const step = useCallback((direction: -1 | 1) => {
    const row = list.current;
    row?.scrollBy({ left: direction * row.clientWidth, behavior: reducedMotion() ? "auto" : "smooth" });
  }, []);
  return { list, ends, step };
}

/**
 * A row's heading actions: the buttons that step it back and on, where it holds more than is in
 * view, beside the row's own links (`children`).
 */
export function JewelryRowActions({ row, children }: { row: JewelryRowScroll; children?: ReactNode }) {
  return (
    <div className={styles.actions}>
      {row.ends && <RowSteps ends={row.ends} step={row.step} />}
      {children}
    </div>
  );
}

function RowSteps({ ends, step }: { ends: NonNullable<RowEnds>; step: JewelryRowScroll["step"] }) {
  return (
    <>
      <button
        type="button"
        className={`button button-secondary button-small ${styles.step}`}
        aria-label={t("catalogue.rowPrevious")}
        disabled={ends.atStart}
        onClick={() => step(-1)}
      >
        <ChevronLeft size={20} aria-hidden="true" />
      </button>
      <button
        type="button"
        className={`button button-secondary button-small ${styles.step}`}
        aria-label={t("catalogue.rowNext")}
        disabled={ends.atEnd}
        onClick={() => step(1)}
      >
        <ChevronRight size={20} aria-hidden="true" />
      </button>
    </>
  );
}
