import type { Readable } from "node:stream";
import {
  type BackupRetention,
  type BackupsResponse,
  type OffsiteCopy,
  type OffsiteStorageInput,
  offsiteCopySchema,
} from "#core/schemas/backups";
import type { Repositories } from "../db/repositories";
import type { Logger } from "../logger";
import type { BackupStamp } from "./backup-folders";
import { OffsiteFailure, offsiteFailure } from "./offsite-failure";
import type { OffsiteSettings } from "./offsite-settings";
import { type OffsiteStorage, openOffsiteStorage } from "./offsite-storage";
import { backupsPastKeeping } from "./retention";

const LAST_COPY_FLAG = "backup.offsite-last-copy";
/** Who the activity log says copied a backup: the server, on its own. */
const ACTOR = "offsite copy";

interface Options {
  settings: OffsiteSettings;
  /** The kept backups, newest first. */
  stamps: () => BackupStamp[];
  /** A kept backup as the .tar.gz a download gives, read as it is sent. */
  archive: (name: string) => Readable;
  retention: () => BackupRetention;
  repos: Pick<Repositories, "flags" | "audit">;
  logger: Logger;
  now: () => Date;
}

export type OffsiteCopies = ReturnType<typeof createOffsiteCopies>;

/**
 * Copies the newest backup to the owner's S3-compatible storage when it is not there yet, then
 * removes the copies there past the same retention as the local backups. One copy runs at a time;
 * its outcome is recorded, and a failed one is tried again when next asked (the hourly check).
 */
export function createOffsiteCopies({ settings, stamps, archive, retention, repos, logger, now }: Options) {
  let copying: Promise<void> | null = null;
  let askedAgain = false;

  const lastCopy = (): OffsiteCopy | null => {
    const stored = repos.flags.get(LAST_COPY_FLAG);
    const parsed = stored ? offsiteCopySchema.safeParse(JSON.parse(stored)) : null;
    return parsed?.success ? parsed.data : null;
  };
  const record = (backup: string, copied: boolean, failure: OffsiteFailure | null) => {
    const copy: OffsiteCopy = {
      at: now().toISOString(),
      backup,
      copied,
      error: failure && { code: failure.code, message: failure.message },
    };
    repos.flags.set(LAST_COPY_FLAG, JSON.stringify(copy));
  };

  /** Copies the newest backup unless it is there already; answers its name. */
  const copyNewest = async (): Promise<string | undefined> => {
    const newest = stamps()[0];
    const last = lastCopy();
    if (!settings.enabled() || !newest || (last?.backup === newest.name && last.copied)) return newest?.name;
    let copied = false;
    let storage: OffsiteStorage | undefined;
    try {
      storage = await openOffsiteStorage(settings.target());
      await storage.upload(newest.name, archive(newest.name));
      copied = true;
      repos.audit.record({
        actor: ACTOR,
        action: "backup.copied-offsite",
        entityType: "backup",
        entityId: newest.name,
        entityName: newest.name,
      });
      const past = backupsPastKeeping(await storage.backups(), retention());
      await storage.remove(past.map((old) => old.name));
      record(newest.name, true, null);
    } catch (error) {
      const failure = copied
        ? new OffsiteFailure("offsiteCleanupFailed", offsiteFailure(error).message)
        : offsiteFailure(error);
      record(newest.name, copied, failure);
      logger.error("offsite copy failed", {
        backup: newest.name,
        code: failure.code,
        error: failure.message,
      });
    } finally {
      storage?.close();
    }
    return newest.name;
  };

  /**
   * Copies the newest backup unless it is there already. Asked during a copy, it copies next a
   * backup made meanwhile; one that just failed waits for the next ask, so a failure never spins.
   */
  const catchUp = (): Promise<void> => {
    if (copying) {
      askedAgain = true;
      return copying;
    }
    copying = (async () => {
      let tried: string | undefined;
      do {
        askedAgain = false;
        tried = await copyNewest();
      } while (askedAgain && stamps()[0]?.name !== tried);
    })()
      // Nobody awaits a copy in the background: whatever goes wrong is logged, never thrown at the server.
      .catch((error: unknown) => logger.error("offsite copy failed", { error: String(error) }))
      .finally(() => {
        copying = null;
      });
    return copying;
  };

  /** The saved storage, open for `use`, closed after. */
  const withStorage = async <T>(use: (storage: OffsiteStorage) => Promise<T>): Promise<T> => {
    const storage = await openOffsiteStorage(settings.target());
    try {
      return await use(storage);
    } finally {
      storage.close();
    }
  };

  return {
    settings,
    catchUp,
    /** This shop's copies in the storage, newest first. */
    copies: (): Promise<BackupStamp[]> => withStorage((storage) => storage.backups()),
    /**
     * Hands the archive of the copy `name` to `keep` as it downloads, and answers what `keep` does
     * with it; null when the storage holds no copy by that name.
     */
    bringBack: <T>(name: string, keep: (archive: ReadableStream<Uint8Array>) => Promise<T>) =>
      withStorage(async (storage): Promise<T | null> => {
        const held = await storage.backups();
        if (!held.some((copy) => copy.name === name)) return null;
        return keep(await storage.download(name));
      }),
    status: (): BackupsResponse["offsite"] => ({
      enabled: settings.enabled(),
      copying: copying !== null,
      lastCopy: lastCopy(),
    }),
    /** New settings: the last copy may be in another bucket, so the newest backup is copied again now. */
    save(input: OffsiteStorageInput): Promise<void> {
      settings.save(input);
      repos.flags.remove(LAST_COPY_FLAG);
      return catchUp();
    },
  };
}
