import { DEVICE_KEY_HEADER } from "#core/endpoints";
import type { ContactMessageInput } from "#core/schemas/contact-message";
import { ApiError, callApi, NetworkError } from "../api/api-client";
import { db, type OutboxMessage } from "../device/db";
import { deviceKey } from "./device-key";
import { newMessageKey } from "./message-key";

/**
 * How one try went. Only "offline" (the request never reached the server) leaves the message queued
 * for later; a refusal carries the status so callers tell throttling, errors and bad input apart.
 */
export type SendOutcome =
  | { kind: "sent" }
  | { kind: "offline" }
  | {
      kind: "refused";
      status: number;
      message: string;
      code?: string;
      issues: ApiError["issues"];
      retryAfterSeconds?: number;
    };

export const OUTBOX_SYNC_TAG = "contact-outbox";

interface SyncManager {
  register(tag: string): Promise<void>;
}

/** Takes a message off the queue unsent: the visitor discarded it or put it back in the form. */
export async function discardQueuedMessage(key: string): Promise<void> {
  await db.outbox.delete(key);
}

/** A refusal that sending the same message again can never change (bad input, a reused key). */
const isFinal = (status: number) => status >= 400 && status < 500 && status !== 429;

/** Tries one message once; the server's acknowledgement (a fresh 201 or a replay) takes it off the queue. */
async function deliver(entry: OutboxMessage): Promise<SendOutcome> {
  try {
    await callApi("sendContactMessage", {
      body: entry.payload,
      headers: { "idempotency-key": entry.key, [DEVICE_KEY_HEADER]: await deviceKey() },
    });
    await db.outbox.delete(entry.key);
    return { kind: "sent" };
  } catch (error) {
    if (error instanceof NetworkError) return { kind: "offline" };
    if (error instanceof ApiError)
      return {
        kind: "refused",
        status: error.status,
        message: error.message,
        code: error.code,
        issues: error.issues,
        retryAfterSeconds: error.retryAfterSeconds,
      };
    throw error;
  }
}

/**
 * Sends what is queued, oldest first, one at a time; one lock across tabs and the service worker
 * avoids racing sends. A message the server refuses for good stays on the device, marked, until the
 * visitor has seen why. Resolves to whether anything is left to retry later.
 */
export async function flushOutbox(): Promise<"done" | "retry-later"> {
  const run = async (): Promise<"done" | "retry-later"> => {
    const queued = await db.outbox.orderBy("createdAt").toArray();
    for (const entry of queued.filter((message) => message.state !== "refused")) {
      const outcome = await deliver(entry);
      if (outcome.kind === "sent") continue;
      if (outcome.kind === "refused" && isFinal(outcome.status)) {
        await db.outbox.update(entry.key, { state: "refused", refusal: outcome.message });
        continue;
      }
      // Offline, throttled or a server error: later messages would fare no better now.
      await db.outbox.update(entry.key, { state: "waiting", attempts: entry.attempts + 1 });
      return "retry-later";
    }
    return "done";
  };
  if (typeof navigator !== "undefined" && navigator.locks)
    return navigator.locks.request("contact-outbox", run);
  return run();
}

/**
 * Writes the message to the device first, then tries to send it. If the network is down it stays
 * queued, to be sent when the device is back online (or by Background Sync), exactly once. If the
 * server answers no, it leaves the queue: the visitor still has it in the form and decides what next.
 */
export async function sendContactMessage(
  payload: ContactMessageInput,
  key: string = newMessageKey(),
): Promise<SendOutcome> {
  const entry: OutboxMessage = {
    key,
    payload,
    createdAt: new Date().toISOString(),
    attempts: 0,
    state: "sending",
  };
  await db.outbox.put(entry);
  const outcome = await deliver(entry);
  if (outcome.kind === "offline") {
    await db.outbox.update(key, { state: "waiting", attempts: 1 });
    await requestBackgroundSync();
  }
  if (outcome.kind === "refused") await db.outbox.delete(key);
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
