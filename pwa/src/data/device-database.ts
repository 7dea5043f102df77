import type { ShopDatabase } from "./db";

let opening: Promise<ShopDatabase> | undefined;

/** Resolves once the browser has a moment with nothing to do, a second away at most. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });

/**
 * The device's database, opened by this call if nothing has opened it yet: for a read or write that
 * needs it now. Its code loads once the browser is idle, so it never lands in the middle of a page
 * starting; every later call has it at once.
 */
export function deviceDatabase(): Promise<ShopDatabase> {
  if (!opening) {
    const loading = whenIdle().then(async () => (await import("./db")).db);
    // A load that failed (the connection dropped before the offline copy was in) is tried again.
    loading.catch(() => {
      if (opening === loading) opening = undefined;
    });
    opening = loading;
  }
  return opening;
}
