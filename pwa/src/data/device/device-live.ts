import { liveQuery } from "dexie";
import { db, type ShopDatabase } from "./db";

/** Calls `onValue` with what `query` reads now and after every change, in this tab or another. */
export function watchDevice<T>(query: (db: ShopDatabase) => Promise<T>, onValue: (value: T) => void) {
  return liveQuery(() => query(db)).subscribe({
    next: onValue,
    // A browser without usable storage (some private modes) keeps no copy: the page keeps what the
    // server rendered it with, or says it could not load.
    error: () => {},
  });
}
