/**
 * Resolves once the browser has a moment with nothing to do, `longestWaitMs` away at most: work put
 * off from a page's start, or split in parts, then never lands between the visitor and the screen.
 * Where the browser has no idle callbacks, after a frame's time.
 */
export const idleMoment = (longestWaitMs: number): Promise<void> =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: longestWaitMs });
    else setTimeout(resolve, 20);
  });
