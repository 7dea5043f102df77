import { createHash } from "node:crypto";
import { type Dirent, readdirSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { uploadedImageSchema } from "#core/schemas/upload";
import type { UploadedImage, UploadFormat } from "#core/uploaded-image";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import {
  type DecodeOptions,
  decodePhoto,
  ENCODINGS,
  type Encodings,
  variantFileName,
  writeVariants,
} from "./photo-encoding";
import { inspectPhoto } from "./photo-inspection";
import { createTaskLimit } from "./task-limit";

/** The owner's photos, beside the database. */
export const uploadsDirectory = (dataDir: string) => path.join(dataDir, "uploads");

/** Where photos are built before their one rename into place; housekeeping clears what is left. */
export const INCOMING_DIR = ".incoming";
export const SCRATCH_PREFIX = "photo-";
/** A folder housekeeping took out of use, on its way to being deleted. */
export const REMOVED_PREFIX = "removed-";
/** The stored photo's facts, so the same photo sent again is answered without decoding it. */
const FACTS_FILE = "photo.json";
/** Each decode and encode holds ~50 MB for a 12-megapixel photo and a core: a burst waits its turn. */
const PROCESSING_CONCURRENCY = 2;

const factsSchema = uploadedImageSchema.pick({ width: true, height: true, color: true });

export interface UploadStore {
  readonly dir: string;
  /** Stores a photo the owner sent, once it is known to be one, or finds it stored already. */
  save(bytes: Buffer): Promise<UploadedImage>;
  /**
   * Stores the site's own artwork (the sample catalogue's SVGs): trusted, so any format sharp reads.
   * The same artwork must always be stored with the same `maxWidth`: its hash says nothing of it.
   */
  saveArtwork(bytes: Buffer, options: { maxWidth: number }): Promise<UploadedImage>;
  filePath(hash: string, width: number, format: UploadFormat): string;
  /** True while a photo is being stored or looked up: housekeeping must leave its folder alone. */
  isBusy(hash: string): boolean;
}

const contentHash = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** What a folder holds, or nothing when it does not exist yet. */
export function directoryEntries(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    if (errorCode(error) === "ENOENT") return [];
    throw error;
  }
}

/**
 * Photos in `dir`, one folder per photo named by its content's hash: every variant and the facts
 * file are built in a private scratch folder and moved into place with one rename, so a folder is
 * either whole or absent, and a failure leaves nothing behind.
 */
export function createUploadStore(
  dir: string,
  { encodings = ENCODINGS }: { encodings?: Encodings } = {},
): UploadStore {
  const incoming = path.join(dir, INCOMING_DIR);
  const inFlight = new Map<string, Promise<UploadedImage>>();
  const processing = createTaskLimit(PROCESSING_CONCURRENCY);
  let foldersMade = false;

  const folderOf = (hash: string) => path.join(dir, hash);

  /** The stored photo, its folder touched so that housekeeping's grace period starts again. */
  async function findStored(hash: string): Promise<UploadedImage | null> {
    let text: string;
    try {
      text = await fs.readFile(path.join(folderOf(hash), FACTS_FILE), "utf8");
    } catch (error) {
      if (errorCode(error) === "ENOENT") return null;
      throw error;
    }
    const facts = factsSchema.safeParse(parseJson(text));
    if (!facts.success) return null;
    const now = new Date();
    await fs.utimes(folderOf(hash), now, now);
    return { hash, ...facts.data };
  }

  /** Null once in place; the stored photo if the same one got there first. */
  async function moveIntoPlace(scratch: string, hash: string): Promise<UploadedImage | null> {
    try {
      await fs.rename(scratch, folderOf(hash));
      return null;
    } catch (error) {
      if (errorCode(error) !== "ENOTEMPTY" && errorCode(error) !== "EEXIST") throw error;
    }
    const stored = await findStored(hash);
    if (stored) {
      await fs.rm(scratch, { recursive: true, force: true });
      return stored;
    }
    // A folder without readable facts was damaged outside the server: the new one takes its place.
    const removed = await fs.mkdtemp(path.join(incoming, REMOVED_PREFIX));
    await fs.rename(folderOf(hash), path.join(removed, hash));
    await fs.rename(scratch, folderOf(hash));
    await fs.rm(removed, { recursive: true, force: true });
    return null;
  }

  async function build(hash: string, bytes: Buffer, decoding: DecodeOptions): Promise<UploadedImage> {
    if (!foldersMade) {
      ensurePrivateDir(dir);
      ensurePrivateDir(incoming);
      foldersMade = true;
    }
    const scratch = await fs.mkdtemp(path.join(incoming, SCRATCH_PREFIX));
    try {
      const photo = await decodePhoto(bytes, decoding);
      await writeVariants(photo, scratch, encodings);
      const facts = { width: photo.width, height: photo.height, color: photo.color };
      await fs.writeFile(path.join(scratch, FACTS_FILE), JSON.stringify(facts), { mode: PRIVATE_FILE_MODE });
      return (await moveIntoPlace(scratch, hash)) ?? { hash, ...facts };
    } catch (error) {
      await fs.rm(scratch, { recursive: true, force: true });
      throw error;
    }
  }

  /** The same photo sent twice at once is built once: the second waits for the first. */
  function store(bytes: Buffer, decoding: DecodeOptions): Promise<UploadedImage> {
    const hash = contentHash(bytes);
    const running = inFlight.get(hash);
    if (running) return running;
    const task = (async () =>
      (await findStored(hash)) ?? (await processing(() => build(hash, bytes, decoding))))();
    inFlight.set(hash, task);
    return task.finally(() => inFlight.delete(hash));
  }

  return {
    dir,
    async save(bytes) {
      return store(bytes, await inspectPhoto(bytes));
    },
    saveArtwork: (bytes, { maxWidth }) => store(bytes, { maxWidth }),
    filePath: (hash, width, format) => path.join(folderOf(hash), variantFileName(width, format)),
    isBusy: (hash) => inFlight.has(hash),
  };
}
