import { useSyncExternalStore } from "react";
import { Workbox } from "workbox-window";

let waiting: Workbox | null = null;
const listeners = new Set<() => void>();

/**
 * Registers the service worker. A new version waits until the visitor chooses to reload: code is
 * never swapped under their feet.
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => {
    waiting = wb;
    for (const listener of listeners) listener();
  });
  void wb.register();
}

export function applyUpdate(): void {
  const wb = waiting;
  if (!wb) return;
  wb.addEventListener("controlling", () => window.location.reload());
  wb.messageSkipWaiting();
}

export const useUpdateAvailable = (): boolean =>
  useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => waiting !== null,
    () => false,
  );
