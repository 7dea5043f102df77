import type { PersistedQuery } from "@tanstack/query-persist-client-core";
import Dexie, { type EntityTable } from "dexie";
import type { ContactMessageInput } from "#core/schemas/contact-message";
import type { JewelryItem } from "#core/schemas/jewelry";
import { CATALOGUE_SYNCED_AT, DEVICE_DATABASE } from "./device-names";
import { storedQuery } from "./stored-query";

/** An API answer as kept before reads were queries: its path, body, ETag and when it came. */
interface CachedResource {
  path: string;
  data: unknown;
  etag: string | null;
  syncedAt: string;
}

/** A public read as its query last had it, under the persister's key (ADR 033). */
export interface StoredQuery {
  key: string;
  query: PersistedQuery;
}

/**
 * Where a message on the device stands: being sent from the form, waiting for the connection (or
 * the server) to come back, or refused by the server for a reason the visitor has to see and fix.
 */
export type OutboxState = "sending" | "waiting" | "refused";

/** A contact message written on this device and not yet acknowledged by the server. */
export interface OutboxMessage {
  /** Also the Idempotency-Key: the server stores a key's message once, however often it is sent. */
  key: string;
  payload: ContactMessageInput;
  createdAt: string;
  attempts: number;
  state: OutboxState;
  /** The server's words when it refused the message. */
  refusal?: string;
}

/** One value this device keeps about itself, such as the key it sends with contact messages. */
export interface DeviceValue {
  name: string;
  value: string;
}

export interface Favourite {
  id: string;
  addedAt: string;
}

export type ShopDatabase = Dexie & {
  queries: EntityTable<StoredQuery, "key">;
  outbox: EntityTable<OutboxMessage, "key">;
  favourites: EntityTable<Favourite, "id">;
  device: EntityTable<DeviceValue, "name">;
  /** The catalogue, kept item by item by its change log (ADR 025). */
  jewelry: EntityTable<JewelryItem, "_id">;
};

/** The device's copy of the shop: pages render from it at once, and it is all that exists offline. */
export const db = new Dexie(DEVICE_DATABASE) as ShopDatabase;
db.version(1).stores({ resources: "path", outbox: "key, createdAt", favourites: "id" });
db.version(2)
  .stores({ resources: "path", outbox: "key, createdAt", favourites: "id", device: "name" })
  // Everything queued before states existed was waiting for the connection.
  .upgrade((tx) => tx.table("outbox").toCollection().modify({ state: "waiting" }));
// The catalogue moves from one stored answer to a table of its own, still shown offline; with no
// cursor yet, the next sync downloads it once more, and follows the change log from then on.
db.version(3)
  .stores({ resources: "path", outbox: "key, createdAt", favourites: "id", device: "name", jewelry: "_id" })
  .upgrade(async (tx) => {
    const old = (await tx.table("resources").get("/api/jewelry")) as CachedResource | undefined;
    if (!old) return;
    await tx.table("jewelry").bulkPut(old.data as JewelryItem[]);
    await tx.table("device").put({ name: CATALOGUE_SYNCED_AT, value: old.syncedAt });
    await tx.table("resources").delete("/api/jewelry");
  });
// Reads are kept as their queries are (ADR 033): each answer moves over with its ETag and time.
db.version(4)
  .stores({
    resources: null,
    queries: "key",
    outbox: "key, createdAt",
    favourites: "id",
    device: "name",
    jewelry: "_id",
  })
  .upgrade(async (tx) => {
    const kept = (await tx.table("resources").toArray()) as CachedResource[];
    await tx
      .table("queries")
      .bulkPut(
        kept.map(({ path, data, etag, syncedAt }) =>
          storedQuery(path, { status: 200, data, etag }, Date.parse(syncedAt)),
        ),
      );
  });
