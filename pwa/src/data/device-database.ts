import { loadOnce } from "./load-once";

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
export const deviceDatabase = loadOnce(async () => {
  await whenIdle();
  return (await import("./db")).db;
});
