import { startTransition, useEffect, useState } from "react";
import type { ShopDatabase } from "./db";
import { deviceDatabase } from "./device-database";

/**
 * A live answer from the device's database: `initial` until the database answers, then every change
 * to what `query` reads. `key` names what is read ("resource:/api/jewelry"): another key is another
 * query. The database's code loads with the first query, once the page has started and the browser
 * is idle, and never on the server, where `initial` is what renders.
 */
export function useDeviceQuery<T>(key: string, query: (db: ShopDatabase) => Promise<T>, initial: T): T {
  const [answer, setAnswer] = useState<{ key: string; value: T } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `query`.
  useEffect(() => {
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void deviceDatabase()
      .then(() => import("./device-live"))
      .then(({ watchDevice }) => {
        if (stopped) return;
        // In the background: re-rendering with the device's answer never holds up the visitor.
        subscription = watchDevice(query, (value) => startTransition(() => setAnswer({ key, value })));
      });
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [key]);

  // An answer to another key (another item's page) is never shown for this one.
  return answer?.key === key ? answer.value : initial;
}
