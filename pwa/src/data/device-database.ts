import { idleMoment } from "./idle-moment";
import { loadOnce } from "./load-once";

/**
 * The device's database, opened by this call if nothing has opened it yet: for a read or write that
 * needs it now. Its code loads once the browser is idle, so it never lands in the middle of a page
 * starting; every later call has it at once.
 */
export const deviceDatabase = loadOnce(async () => {
  await idleMoment(1000);
  return (await import("./db")).db;
});
