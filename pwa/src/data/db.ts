import Dexie, { type EntityTable } from "dexie";
import type { ContactMessageInput } from "#core/schemas/contact-message";
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
};

/** The device's copy of the shop: pages render from it at once, and it is all that exists offline. */
export const db = new Dexie("shonali-jewellers") as ShopDatabase;
db.version(1).stores({ resources: "path", outbox: "key, createdAt", favourites: "id" });
db.version(2)
  .stores({ resources: "path", outbox: "key, createdAt", favourites: "id", device: "name" })
  // Everything queued before states existed was waiting for the connection.
  .upgrade((tx) => tx.table("outbox").toCollection().modify({ state: "waiting" }));

announceOpened(db);
