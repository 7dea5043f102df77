import type { ContactMessageInput } from "#core/schemas/contact-message";
import { ApiError, callApi, NetworkError } from "./api-client";
import { db, type OutboxMessage } from "./db";

export type SendOutcome =
  | { kind: "sent" }
  | { kind: "queued" }
  | { kind: "rejected"; message: string; issues: { path: string; message: string }[] };

export const OUTBOX_SYNC_TAG = "contact-outbox";

interface SyncManager {
  register(tag: string): Promise<void>;
}

const newKey = () => `msg-${crypto.randomUUID()}`;

/** Tries one queued message. Only the server's refusal or acknowledgement takes it off the queue. */
async function deliver(entry: OutboxMessage): Promise<SendOutcome> {
  try {
    await callApi("sendContactMessage", { body: entry.payload, headers: { "idempotency-key": entry.key } });
    await db.outbox.delete(entry.key);
    return { kind: "sent" };
  } catch (error) {
    // A 4xx other than 429 will never succeed as it stands; everything else is worth retrying.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429) {
      await db.outbox.delete(entry.key);
      return { kind: "rejected", message: error.message, issues: error.issues };
    }
    await db.outbox.update(entry.key, { attempts: entry.attempts + 1 });
    if (error instanceof NetworkError || error instanceof ApiError) return { kind: "queued" };
    throw error;
  }
}

/** Sends queued messages one at a time; one lock across tabs and the service worker avoids racing sends. */
export async function flushOutbox(): Promise<void> {
  const run = async () => {
    for (const entry of await db.outbox.orderBy("createdAt").toArray()) {
      const outcome = await deliver(entry);
      if (outcome.kind === "queued") return;
    }
  };
  if (typeof navigator !== "undefined" && navigator.locks)
    await navigator.locks.request("contact-outbox", run);
  else await run();
}

/**
 * Writes the message to the device first, then tries to send it. If the network is down it stays
 * queued, to be sent when the device is back online (or by Background Sync), exactly once.
 */
export async function sendContactMessage(payload: ContactMessageInput): Promise<SendOutcome> {
  const entry: OutboxMessage = { key: newKey(), payload, createdAt: new Date().toISOString(), attempts: 0 };
  await db.outbox.put(entry);
  const outcome = await deliver(entry);
  if (outcome.kind === "queued") await requestBackgroundSync();
  return outcome;
}

async function requestBackgroundSync(): Promise<void> {
  try {
    // getRegistration, not ready: ready never settles where no service worker is installed.
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not allowed: the online event and the next start send it instead.
  }
}

/** Resends whatever is queued on start and whenever the browser comes back online. */
export function startOutboxSender(): () => void {
  const flush = () => {
    flushOutbox().catch((error: unknown) => console.warn("outbox flush failed", error));
  };
  flush();
  window.addEventListener("online", flush);
  return () => window.removeEventListener("online", flush);
}
