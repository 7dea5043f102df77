/// <reference lib="webworker" />

import { db } from "../data/device/db";
import { KEEP_READS, type KeepReadsMessage, keepReads } from "../data/device/kept-reads";
import { flushOutbox } from "../data/outbox/outbox";

declare const self: ServiceWorkerGlobalScope;

/**
 * Keeps the reads of the pages it controls on the device, and today's board with them, off the
 * pages' thread: a page that needs nothing from the device's database loads none of its code (ADR
 * 042). What the outbox holds from an earlier visit goes while the worker is at it.
 */
export function keepPagesReadsOnDevice(): void {
  self.addEventListener("message", (event) => {
    const message = event.data as Partial<KeepReadsMessage> | null;
    if (message?.type !== KEEP_READS || !Array.isArray(message.reads)) return;
    event.waitUntil(
      keepReads(db, message.reads)
        .then(flushOutbox)
        .catch((error: unknown) => console.warn("keeping a page's reads failed", error)),
    );
  });
}
