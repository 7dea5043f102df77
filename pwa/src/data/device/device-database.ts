import { loadOnce } from "../load-once";
import { idleMoment } from "../sync/idle-moment";
import type { ShopDatabase } from "./db";
import { DEVICE_DATABASE } from "./device-names";

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

/**
 * Whether the device kept anything before this page opened (a favourite, a queued message, a
 * saved copy), asked as the page's code starts: before the service worker can make the database on
 * a first visit (ADR 042). A browser that cannot say is taken to have.
 */
const keptBeforeThisPage: Promise<boolean> =
  typeof indexedDB !== "undefined" && "databases" in indexedDB
    ? indexedDB
        .databases()
        .then((databases) => databases.some(({ name }) => name === DEVICE_DATABASE))
        .catch(() => true)
    : Promise.resolve(true);

/** Whether this device kept anything before this page: if not, the visitor has nothing of their own yet. */
export const keptBeforeThisPageOpened = (): Promise<boolean> => keptBeforeThisPage;

/**
 * The device's database for what a page shows of the visitor's own (favourites, the outbox, when
 * the copy was synced): opened when the device kept anything before this page, else once something
 * opens it (the visitor's first favourite, the browser going offline). A first visit has nothing of
 * its own to show, and loads none of the database's code for it.
 */
export const deviceDatabaseWithKept = async (): Promise<ShopDatabase> =>
  (await keptBeforeThisPage) ? deviceDatabase() : opened;
