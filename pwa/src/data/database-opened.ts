import type { ShopDatabase } from "./db";

let settle: (db: ShopDatabase) => void = () => {};
const opened = new Promise<ShopDatabase>((resolve) => {
  settle = resolve;
});

/** Called by the database's own module as it loads, whichever code imported it. */
export const announceOpened = (db: ShopDatabase): void => settle(db);

/**
 * Resolves once something has opened the device's database, and never opens it: for what only
 * follows the device's copy (live views, the outbox's sender), so a page that needs nothing from the
 * device loads none of its code.
 */
export const openedDeviceDatabase = (): Promise<ShopDatabase> => opened;
