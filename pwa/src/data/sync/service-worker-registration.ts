import { useSyncExternalStore } from "react";
import type { Workbox } from "workbox-window";

let waiting: Workbox | null = null;
const listeners = new Set<() => void>();
let settleControl: () => void = () => {};
const controlled = new Promise<void>((resolve) => {
  settleControl = resolve;
});

/**
 * Resolves once a service worker with the site's offline copy complete controls the page, so what
 * the page loads from then on comes from that copy; or once it is clear that none will on this visit
 * (no support, refused, its install failed, or a hard reload: an active worker then leaves the page
 * alone, and no change of controller comes).
 */
export const whenServiceWorkerControls = (): Promise<void> => controlled;

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
  else {
    // A first visit: the new worker claims the page as it activates. Its being active comes a moment
    // before that claim, and code asked for in between would come from the network.
    navigator.serviceWorker.addEventListener("controllerchange", settleControl, { once: true });
    void navigator.serviceWorker.getRegistration().then((registration) => {
      if (registration?.active) settleControl();
    });
  }
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
