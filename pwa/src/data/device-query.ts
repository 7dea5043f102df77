import { startTransition, useEffect, useState } from "react";
import { openedDeviceDatabase } from "./database-opened";
import type { ShopDatabase } from "./db";
import { loadOnce } from "./load-once";

/**
 * The live views' code, loaded once. A page that will show the device's answers soon (the contact
 * page's outbox) asks for it early, so it is in even if the connection drops first.
 */
export const deviceLiveCode = loadOnce(() => import("./device-live"));

/**
 * A live answer from the device's database: `initial` until the database answers, then every change
 * to what `query` reads. `key` names what is read ("resource:/api/jewelry"): another key is another
 * query. A query follows the database once something has opened it (a refresh, a visitor's action,
 * the app keeping its offline copy) and never opens it: until then, and on the server, `initial` is
 * what renders.
 */
export function useDeviceQuery<T>(key: string, query: (db: ShopDatabase) => Promise<T>, initial: T): T {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `query`.
  useEffect(() => {
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void openedDeviceDatabase()
      .then(deviceLiveCode)
      .then(({ watchDevice }) => {
        if (stopped) return;
        // In the background: re-rendering with the device's answer never holds up the visitor.
        subscription = watchDevice(query, (value) => startTransition(() => setAnswer({ key, value })));
      })
      // Its code could not be loaded (offline before the service worker had it): `initial` stays.
      .catch(() => undefined);
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [key]);

  // An answer to another key (another item's page) is never shown for this one.
  return answer?.key === key ? answer.value : initial;
}
