import type { ShopDatabase } from "./db";

let loading: Promise<ShopDatabase> | undefined;

/** Resolves once the browser has a moment with nothing to do, a second away at most. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ("requestIdleCallback" in window) requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 0);
  });

/**
 * The device's database. Its code loads on first use, and then only once the browser is idle, so it
 * never lands in the middle of a page starting; every later call has it at once.
 */
export function deviceDatabase(): Promise<ShopDatabase> {
  loading ??= whenIdle().then(async () => (await import("./db")).db);
  return loading;
}
