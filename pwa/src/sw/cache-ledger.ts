import Dexie, { type EntityTable } from "dexie";
import type { FileUse } from "./cache-byte-budget";

interface LedgerRow extends FileUse {
  url: string;
}

export interface CacheLedger {
  stored(url: string, bytes: number, now: number): Promise<unknown>;
  used(url: string, now: number): Promise<unknown>;
  all(): Promise<Map<string, FileUse>>;
  remove(urls: readonly string[]): Promise<unknown>;
}

/**
 * The size and last use of each file in one cache, kept in a database beside it: the Cache API tells
 * neither without reading every body back. A file stored before the ledger knew of it has no row,
 * and a use of it records nothing.
 */
export function openCacheLedger(cacheName: string): CacheLedger {
  const db = new Dexie(`${cacheName}-ledger`) as Dexie & { files: EntityTable<LedgerRow, "url"> };
  db.version(1).stores({ files: "url" });
  return {
    stored: (url, bytes, now) => db.files.put({ url, bytes, usedAt: now }),
    used: (url, now) => db.files.update(url, { usedAt: now }),
    all: async () => new Map((await db.files.toArray()).map(({ url, ...use }) => [url, use])),
    remove: (urls) => db.files.bulkDelete([...urls]),
  };
}
