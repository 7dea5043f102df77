/// <reference lib="webworker" />

import { db } from "../data/device/db";
import { KEEP_READS, type KeepReadsMessage, keepReads } from "../data/device/kept-reads";
import { flushOutbox } from "../data/outbox/outbox";
import { readsCataloguePart, storeAtOnce, syncCatalogueCopy } from "../data/sync/catalogue-copy";

declare const self: ServiceWorkerGlobalScope;

const warn = (what: string) => (error: unknown) => console.warn(`${what} failed`, error);

/**
 * Keeps the reads of the pages it controls on the device, and today's board with them, off the
 * pages' thread: a page that needs nothing from the device's database loads none of its code (ADR
 * 042). A page rendered with a part of the catalogue has the whole catalogue kept, for its search
 * and for offline. What the outbox holds from an earlier visit goes while the worker is at it.
 */
export function keepPagesReadsOnDevice(): void {
  self.addEventListener("message", (event) => {
    const message = event.data as Partial<KeepReadsMessage> | null;
    if (message?.type !== KEEP_READS || !Array.isArray(message.reads)) return;
    const { reads } = message;
    const catalogue = readsCataloguePart(reads.map(({ path }) => path))
      ? syncCatalogueCopy(db, storeAtOnce)
      : null;
    // Each goes as far as it can: offline, the reads are kept and the rest waits for the next visit.
    event.waitUntil(
      Promise.all([
        keepReads(db, reads).catch(warn("keeping a page's reads")),
        catalogue?.catch(warn("the catalogue's sync")),
      ])
        .then(flushOutbox)
        .catch(warn("sending the outbox")),
    );
  });
}
