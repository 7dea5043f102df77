import { useSyncExternalStore } from "react";
import type { Workbox } from "workbox-window";

let waiting: Workbox | null = null;
const listeners = new Set<() => void>();
let settleControl: () => void = () => {};
const controlled = new Promise<void>((resolve) => {
  settleControl = resolve;
});

/**
 * Resolves once a service worker is active for the site, its offline copy complete (it then takes
 * control of the page, or already has), or once it is clear that none will be on this visit (no
 * support, refused, or its install failed). A hard reload leaves an active worker not controlling
 * the page and fires no change of controller: the worker being ready is what counts.
 */
export const whenServiceWorkerActive = (): Promise<void> => controlled;

/**
 * Registers the service worker, its helper's code loaded after the page has started. A new version
 * waits until the visitor chooses to reload: code is never swapped under their feet.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!("serviceWorker" in navigator) || import.meta.env.DEV) {
    settleControl();
    return;
  }
  if (navigator.serviceWorker.controller) settleControl();
  else void navigator.serviceWorker.ready.then(settleControl);
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("redundant", settleControl);
  wb.addEventListener("waiting", () => {
    waiting = wb;
    for (const listener of listeners) listener();
  });
  // A browser that refuses the worker (some private modes) still has the whole site online; only
  // the offline copy of the code is missing, which the page cannot mend.
  await wb.register().catch(settleControl);
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
