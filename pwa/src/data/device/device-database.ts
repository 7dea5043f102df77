import { loadOnce } from "../load-once";
import { idleMoment } from "../sync/idle-moment";
import type { ShopDatabase } from "./db";

let announceOpened: (db: ShopDatabase) => void = () => {};
const opened = new Promise<ShopDatabase>((resolve) => {
  announceOpened = resolve;
});

/**
 * The device's database, opened by this call if nothing has opened it yet: for a read or write that
 * needs it now. Its code loads once the browser is idle, so it never lands in the middle of a page
 * starting; every later call has it at once.
 */
export const deviceDatabase = loadOnce(async () => {
  await idleMoment(1000);
  const { db } = await import("./db");
  announceOpened(db);
  return db;
});

/**
 * Resolves once something has opened the device's database, and never opens it: for what only
 * follows the device's copy (live views, the outbox's sender), so a page that needs nothing from the
 * device loads none of its code.
 */
export const openedDeviceDatabase = (): Promise<ShopDatabase> => opened;
