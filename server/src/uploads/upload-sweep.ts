import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { isUploadHash, UPLOAD_MENTION } from "#core/uploaded-image";
import { ensurePrivateDir } from "../db/private-files";
import type { Repositories } from "../db/repositories";
import type { Logger } from "../logger";
import {
  directoryEntries,
  INCOMING_DIR,
  REMOVED_PREFIX,
  SCRATCH_PREFIX,
  type UploadStore,
} from "./upload-store";

export const UPLOAD_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** Building a photo takes seconds: a scratch folder this old was left by a server that stopped. */
const STALE_SCRATCH_MS = 60 * 60 * 1000;

/** The hashes of every photo an item or a setting (saved or default) refers to. */
export function referencedUploads(repos: Pick<Repositories, "jewelry" | "settings">): Set<string> {
  const found = new Set<string>();
  const scan = (text: string) => {
    // Any mention keeps a photo: one kept for a stray mention costs only disk.
    for (const [, hash = ""] of text.matchAll(UPLOAD_MENTION)) found.add(hash);
  };
  // Whole, as settings are: a field added later (the Bengali texts were) keeps its photos too.
  for (const item of repos.jewelry.list()) scan(JSON.stringify(item));
  scan(JSON.stringify(repos.settings.get()));
  return found;
}

const ageMs = (file: string) => Date.now() - fs.statSync(file).mtimeMs;

/**
 * Removes the photos nothing refers to whose folder is older than `graceMs` (a photo uploaded for an
 * item not saved yet survives that long; sending it again restarts its grace), and scratch folders
 * left by an interrupted upload. Deciding and taking folders out of use is synchronous, so no request
 * can refer to a photo, or store it again, halfway through; only the deleting itself waits.
 */
export async function sweepUploads({
  store,
  repos,
  graceMs,
}: {
  store: UploadStore;
  repos: Pick<Repositories, "jewelry" | "settings">;
  graceMs: number;
}): Promise<{ removed: string[] }> {
  const photos = directoryEntries(store.dir).filter(
    (entry) => entry.isDirectory() && isUploadHash(entry.name),
  );
  const incoming = path.join(store.dir, INCOMING_DIR);
  const leftovers = directoryEntries(incoming)
    .filter((entry) => entry.name.startsWith(SCRATCH_PREFIX) || entry.name.startsWith(REMOVED_PREFIX))
    .map((entry) => path.join(incoming, entry.name))
    .filter((folder) => ageMs(folder) > STALE_SCRATCH_MS);

  const referenced = referencedUploads(repos);
  const removed: string[] = [];
  const outOfUse: string[] = [];
  for (const { name: hash } of photos) {
    const folder = path.join(store.dir, hash);
    if (referenced.has(hash) || store.isBusy(hash) || ageMs(folder) <= graceMs) continue;
    if (outOfUse.length === 0) ensurePrivateDir(incoming);
    const parked = path.join(incoming, `${REMOVED_PREFIX}${hash}-${randomUUID()}`);
    fs.renameSync(folder, parked);
    outOfUse.push(parked);
    removed.push(hash);
  }

  await Promise.all(
    [...outOfUse, ...leftovers].map((folder) => fs.promises.rm(folder, { recursive: true, force: true })),
  );
  return { removed };
}

/** Sweeps now and every UPLOAD_SWEEP_INTERVAL_MS; the timer never keeps the process alive. */
export function startUploadHousekeeping(options: {
  store: UploadStore;
  repos: Pick<Repositories, "jewelry" | "settings">;
  graceMs: number;
  logger: Logger;
  intervalMs?: number;
}): { stop: () => void } {
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const { removed } = await sweepUploads(options);
      if (removed.length > 0)
        options.logger.info("unused photos removed", { count: removed.length, removed });
    } catch (error) {
      options.logger.error("photo housekeeping failed", { error: String(error) });
    } finally {
      running = false;
    }
  };
  void sweep();
  const timer = setInterval(sweep, options.intervalMs ?? UPLOAD_SWEEP_INTERVAL_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
