import Dexie, { type EntityTable } from "dexie";
import type { ContactMessageInput } from "#core/schemas/contact-message";

/** An API answer as last received, with the ETag to revalidate it. */
export interface CachedResource {
  path: string;
  data: unknown;
  etag: string | null;
  syncedAt: string;
}

/** A contact message written on this device and not yet acknowledged by the server. */
export interface OutboxMessage {
  /** Also the Idempotency-Key: the server stores a key's message once, however often it is sent. */
  key: string;
  payload: ContactMessageInput;
  createdAt: string;
  attempts: number;
}

export interface Favourite {
  id: string;
  addedAt: string;
}

export type ShopDatabase = Dexie & {
  resources: EntityTable<CachedResource, "path">;
  outbox: EntityTable<OutboxMessage, "key">;
  favourites: EntityTable<Favourite, "id">;
};

/** The device's copy of the shop: pages render from it at once, and it is all that exists offline. */
export const db = new Dexie("shonali-jewellers") as ShopDatabase;
db.version(1).stores({ resources: "path", outbox: "key, createdAt", favourites: "id" });
