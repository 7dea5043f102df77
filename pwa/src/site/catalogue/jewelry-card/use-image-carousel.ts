import { useCallback, useEffect, useState } from "react";

/** Spec: the card carousel advances every 2 seconds while the pointer is over the card. */
export const CAROUSEL_INTERVAL_MS = 2000;

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * Which of `count` images is showing. `start` begins auto-rotation (never under reduced motion),
 * `stop` ends it and goes back to the first image. A manual step restarts the wait, so an image the
 * visitor chose stays up for a full interval.
 */
export function useImageCarousel(count: number, intervalMs = CAROUSEL_INTERVAL_MS) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, current, count, intervalMs]);

  const step = useCallback(
    (by: number) =>
      setIndex((previous) => (count > 0 ? (Math.min(previous, count - 1) + by + count) % count : 0)),
    [count],
  );

  return {
    index: current,
    next: useCallback(() => step(1), [step]),
    previous: useCallback(() => step(-1), [step]),
    start: useCallback(() => {
      if (!prefersReducedMotion()) setPlaying(true);
    }, []),
    stop: useCallback(() => {
      setPlaying(false);
      setIndex(0);
    }, []),
  };
}
