import { skipToken, useQuery } from "@tanstack/react-query";
import { startTransition, useEffect } from "react";
import { usePublicQueries } from "../api/public-reads";
import { loadOnce } from "../load-once";
import type { ShopDatabase } from "./db";
import { deviceDatabaseWithKept } from "./device-database";

/**
 * The live views' code, loaded once. A page that will show the device's answers soon (the contact
 * page's outbox) asks for it early, so it is in even if the connection drops first.
 */
export const deviceLiveCode = loadOnce(() => import("./device-live"));

/**
 * What only the device knows (its outbox, favourites, when it last synced), as a query the
 * device's database answers: `initial` until it does, then every change to what `read` reads, in
 * this tab or another. `key` names what is read ("outbox"): another key is another query. It reads
 * the database when the device kept anything before this page, and otherwise follows it once
 * something opens it (the visitor's action, the browser going offline): until then, and on the
 * server, `initial` is what renders.
 */
export function useDeviceQuery<T>(key: string, read: (db: ShopDatabase) => Promise<T>, initial: T): T {
  const client = usePublicQueries();
  const queryKey = ["device", key];
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `read` and `queryKey`.
  useEffect(() => {
    let stopped = false;
    let subscription: { unsubscribe(): void } | undefined;
    void deviceDatabaseWithKept()
      .then(deviceLiveCode)
      .then(({ watchDevice }) => {
        if (stopped) return;
        // In the background: re-rendering with the device's answer never holds up the visitor.
        subscription = watchDevice(read, (value) =>
          startTransition(() => {
            client.setQueryData(queryKey, value);
          }),
        );
      })
      // Its code could not be loaded (offline before the service worker had it): `initial` stays.
      .catch(() => undefined);
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
  }, [key, client]);
  const { data } = useQuery<T>({ queryKey, queryFn: skipToken }, client);
  return data === undefined ? initial : data;
}
