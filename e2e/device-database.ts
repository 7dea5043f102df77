import type { Page } from "@playwright/test";
import { DEVICE_DATABASE } from "../pwa/src/data/device/device-names";

/**
 * What one store of the device's database holds, key by key, as the page left it. Never opens a
 * database the page has not made yet (that would make it, empty) and reads nothing of a store not
 * made yet; the connection closes once read, so it never holds up the page's own.
 */
export const deviceStore = (page: Page, store: string) =>
  page.evaluate(
    async ({ name, store }) => {
      if (!(await indexedDB.databases()).some((database) => database.name === name)) return [];
      return new Promise<{ key: string; value: unknown }[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          if (!database.objectStoreNames.contains(store)) {
            database.close();
            return resolve([]);
          }
          const read = database.transaction(store);
          const keys = read.objectStore(store).getAllKeys();
          const values = read.objectStore(store).getAll();
          read.oncomplete = () => {
            database.close();
            resolve(keys.result.map((key, at) => ({ key: String(key), value: values.result[at] })));
          };
          read.onerror = () => {
            database.close();
            reject(read.error);
          };
        };
      });
    },
    { name: DEVICE_DATABASE, store },
  );
