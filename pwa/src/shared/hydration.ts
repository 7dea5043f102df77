import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * False on the server and while React hydrates its HTML, true in every other render: what only the
 * browser knows (history state, the page's address) waits for it, so hydration sees what the server
 * rendered and the browser's value follows at once. A page rendered in the browser has it from the start.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );

/** The origin of the page the visitor is on, for links they share; the server renders "" for now. */
export function usePageOrigin(): string {
  return useHydrated() ? location.origin : "";
}
