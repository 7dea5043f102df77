import type { WorkboxPlugin } from "workbox-core/types";
import { trimToBudget } from "./cache-byte-budget";
import { openCacheLedger } from "./cache-ledger";
import { standInFor } from "./photo-stand-in";

const cachedUrls = async (cache: Cache) => (await cache.keys()).map((key) => key.url);

/**
 * Keeps the cache `cacheName` under `maxBytes`, which Workbox's expiration cannot (it counts entries
 * and ages): each file stored is measured, each file shown marks its last use, and the least recently
 * used go when the total is over (trimToBudget). One check at a time: a check reads the cache's list
 * and the ledger together and must not see another's half-done work.
 */
export function byteBudgetPlugin(cacheName: string, maxBytes: number): WorkboxPlugin {
  const ledger = openCacheLedger(cacheName);
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
  return {
    cacheDidUpdate: ({ request, newResponse }) =>
      serially(async () => {
        await ledger.stored(request.url, (await newResponse.blob()).size, Date.now());
        const cache = await caches.open(cacheName);
        const { evict, forget } = trimToBudget({
          cached: await cachedUrls(cache),
          ledger: await ledger.all(),
          maxBytes,
          justStored: request.url,
        });
        await Promise.all(evict.map((url) => cache.delete(url)));
        await ledger.remove([...evict, ...forget]);
      }),
    cachedResponseWillBeUsed: async ({ request, cachedResponse, event }) => {
      if (cachedResponse) event.waitUntil(serially(() => ledger.used(request.url, Date.now())));
      return cachedResponse;
    },
  };
}

/**
 * Offline, a photo's file the cache does not hold is answered with another file of the same photo
 * it does hold (standInFor), so the browser shows the photo rather than the placeholder.
 */
export function photoStandInPlugin(cacheName: string): WorkboxPlugin {
  return {
    handlerDidError: async ({ request }) => {
      const cache = await caches.open(cacheName);
      const standIn = standInFor(request.url, await cachedUrls(cache));
      return (standIn && (await cache.match(standIn))) || undefined;
    },
  };
}
