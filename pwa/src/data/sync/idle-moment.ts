/** How much of the browser's idle time the time left in an idle moment says there is. */
type TimeLeft = () => number;

/** Where the browser has no idle callbacks: a moment after a frame's time, with a short slice of it. */
const FALLBACK_SLICE_MS = 5;

/**
 * The most of an idle moment one run takes: the browser may grant 50 ms, but a tap that comes
 * meanwhile waits for all of it, four times as long on a slow phone.
 */
export const IDLE_SLICE_MS = 10;

/**
 * Resolves once the browser has a moment with nothing to do, `longestWaitMs` away at most, with how
 * long that moment has left: work put off from a page's start, or split in parts, then never lands
 * between the visitor and the screen. Where the browser has no idle callbacks, after a frame's time.
 */
export const idleMoment = (longestWaitMs: number): Promise<TimeLeft> =>
  new Promise<TimeLeft>((resolve) => {
    if ("requestIdleCallback" in window) {
      requestIdleCallback((deadline) => resolve(() => deadline.timeRemaining()), { timeout: longestWaitMs });
    } else {
      setTimeout(() => {
        const end = performance.now() + FALLBACK_SLICE_MS;
        resolve(() => Math.max(0, end - performance.now()));
      }, 20);
    }
  });

/**
 * Runs `steps` in order in idle moments, as many in one as its time left allows, up to
 * `IDLE_SLICE_MS` (one at least, so a moment forced by `longestWaitMs` still moves on); each step
 * should be short, as a moment may overrun by one. A step may be a write the database finishes
 * later: the next step waits for it, in the same moment while that has time left. Stops, between
 * two steps, once `wanted` says so.
 */
export async function runInIdleMoments(
  steps: Iterable<() => unknown>,
  longestWaitMs: number,
  wanted: () => boolean = () => true,
): Promise<void> {
  const queue = steps[Symbol.iterator]();
  for (;;) {
    const timeLeft = await idleMoment(longestWaitMs);
    const sliceEnd = performance.now() + IDLE_SLICE_MS;
    do {
      if (!wanted()) return;
      const next = queue.next();
      if (next.done) return;
      await next.value();
    } while (timeLeft() > 0 && performance.now() < sliceEnd);
  }
}
