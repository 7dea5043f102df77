import Dexie, { type EntityTable } from "dexie";
import type { ContactMessageInput } from "#core/schemas/contact-message";
import type { JewelryItem } from "#core/schemas/jewelry";
import { CATALOGUE_SYNCED_AT } from "./catalogue-keys";
import { DEVICE_DATABASE } from "./database-name";
import { announceOpened } from "./database-opened";

/** An API answer as last received, with the ETag to revalidate it. */
export interface CachedResource {
  path: string;
  data: unknown;
  etag: string | null;
  syncedAt: string;
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
  resources: EntityTable<CachedResource, "path">;
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

announceOpened(db);
