/** What the ledger knows of one cached file: its size, and when a page last showed it. */
export interface FileUse {
  bytes: number;
  usedAt: number;
}

export interface BudgetCheck {
  /** The addresses the cache holds now. */
  cached: readonly string[];
  /** The ledger's sizes and last uses, by address. */
  ledger: ReadonlyMap<string, FileUse>;
  maxBytes: number;
  /** The file stored just now, kept whenever it fits on its own. */
  justStored: string;
}

export interface BudgetDecision {
  /** Files to delete from the cache (and the ledger), least recently used first. */
  evict: string[];
  /** Ledger entries for files the cache no longer holds: expired by age, or purged for quota. */
  forget: string[];
}

/**
 * Which cached files to drop so the rest fit in `maxBytes`. Workbox's expiration counts entries and
 * ages, not bytes: this counts the bytes of every cached file the ledger has a size for and drops the
 * least recently used until the total fits. The file stored just now stays if it fits on its own; one
 * larger than the whole budget goes, and nothing else for it. A cached file the ledger has no size
 * for counts for nothing and is never chosen: its age still removes it.
 */
export function trimToBudget({ cached, ledger, maxBytes, justStored }: BudgetCheck): BudgetDecision {
  const held = new Set(cached);
  const forget = [...ledger.keys()].filter((url) => !held.has(url));
  const known = cached.flatMap((url) => {
    const use = ledger.get(url);
    return use ? [{ url, ...use }] : [];
  });
  let total = known.reduce((sum, file) => sum + file.bytes, 0);
  const evict: string[] = [];
  const drop = (file: { url: string; bytes: number }) => {
    evict.push(file.url);
    total -= file.bytes;
  };

  const stored = known.find((file) => file.url === justStored);
  if (stored && stored.bytes > maxBytes) drop(stored);
  const oldestFirst = known
    .filter((file) => file.url !== justStored)
    .sort((a, b) => a.usedAt - b.usedAt || (a.url < b.url ? -1 : 1));
  for (const file of oldestFirst) {
    if (total <= maxBytes) break;
    drop(file);
  }
  return { evict, forget };
}
