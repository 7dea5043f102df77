import { useEffect, useRef } from "react";
import { refreshDelay } from "./display-timing";

/**
 * Asks `refresh` again and again for as long as the display is open: just after a scheduled board
 * takes over, and at the polling interval in between. One timer at a time, armed again once each
 * refresh has settled, and again at once when an answer names a new time: nothing piles up over days.
 */
export function useBoardRefresh(
  nextChangeAt: string | null | undefined,
  refresh: () => Promise<unknown>,
): void {
  const latestRefresh = useRef(refresh);
  latestRefresh.current = refresh;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const arm = () => {
      timer = setTimeout(run, refreshDelay(Date.now(), nextChangeAt));
    };
    const run = async () => {
      // A failed refresh (offline) keeps the board shown; the next one tries again.
      await latestRefresh.current().catch(() => undefined);
      if (!stopped) arm();
    };
    arm();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [nextChangeAt]);
}
