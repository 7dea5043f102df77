import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { create as createTar } from "tar";
import { backupName, DAILY_BACKUP_ACTOR } from "#core/backup-names";
import {
  type Backup,
  type BackupRetention,
  type BackupsResponse,
  backupRetentionSchema,
  DEFAULT_BACKUP_RETENTION,
  type RestoredBackup,
} from "#core/schemas/backups";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "../db/private-files";
import type { Repositories } from "../db/repositories";
import type { Logger } from "../logger";
import { backupContents } from "./backup-contents";
import { backupStamp, backupStamps, isBackupName, listBackups, measuredBackup } from "./backup-folders";
import { createOffsiteCopies, type OffsiteCopies } from "./offsite-copies";
import type { OffsiteSettings } from "./offsite-settings";
import { BackupRefused, checkBackup, withUnpackedArchive } from "./restore-backup";
import { restoreRunningShop } from "./restore-running-shop";
import { backupsPastKeeping } from "./retention";
import { type BackupSource, writeBackup } from "./write-backup";

const RETENTION_FLAG = "backup.retention";
const FAILURE_FLAG = "backup.last-failure";
/** An automatic backup is due once the newest is this old. */
export const BACKUP_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** How often the server looks whether one is due: a server asleep over midnight catches up within this. */
export const BACKUP_CHECK_INTERVAL_MS = 60 * 60 * 1000;
/** The first look waits a minute, so a starting server serves its first visits first. */
const FIRST_CHECK_DELAY_MS = 60 * 1000;

interface Options {
  /** The live database, the photos, and the backups folder. */
  source: BackupSource;
  repos: Pick<Repositories, "flags" | "audit">;
  logger: Logger;
  now: () => Date;
}

export type BackupService = ReturnType<typeof createBackupService>;

const OFFSITE_OFF: BackupsResponse["offsite"] = { enabled: false, copying: false, lastCopy: null };

/** The room left on the disk holding `folder`, in bytes. */
const freeBytes = (folder: string) => {
  const { bavail, bsize } = fs.statfsSync(folder);
  return bavail * bsize;
};

/**
 * The shop's backups in its backups folder: made on demand and daily, the oldest past the owner's
 * retention removed after each, and each copied offsite when the owner has set a storage. One is
 * written at a time; asking meanwhile waits for it.
 */
export function createBackupService({ source, repos, logger, now }: Options) {
  // Keeping and due checks need names and times only: sizes are read when the owner looks.
  const stamps = () => backupStamps(source.backupsDir);
  let running: Promise<unknown> = Promise.resolve();
  let offsite: OffsiteCopies | null = null;

  const retention = (): BackupRetention => {
    const stored = repos.flags.get(RETENTION_FLAG);
    const parsed = stored ? backupRetentionSchema.safeParse(JSON.parse(stored)) : null;
    return parsed?.success ? parsed.data : DEFAULT_BACKUP_RETENTION;
  };

  const prune = () => {
    for (const old of backupsPastKeeping(stamps(), retention())) {
      fs.rmSync(path.join(source.backupsDir, old.name), { recursive: true, force: true });
    }
  };

  /** One after another: a backup, a restore, the next backup. */
  const inTurn = <T>(job: () => Promise<T>): Promise<T> => {
    const next = running.then(job);
    running = next.catch(() => undefined);
    return next;
  };

  /** Writes one backup, records it (or why it failed), and prunes unless told to keep every one. */
  const writeOne = async (actor: string, { prune: pruning = true } = {}): Promise<Backup> => {
    try {
      // Two in the same millisecond (a double click) would share a name: the later one takes the next.
      let at = now();
      while (fs.existsSync(path.join(source.backupsDir, backupName(at)))) at = new Date(at.getTime() + 1);
      const { folder } = await writeBackup(source, undefined, at);
      const name = path.basename(folder);
      const backup = measuredBackup(source.backupsDir, { name, createdAt: at.toISOString() });
      if (!backup) throw new Error(`The backup ${folder} vanished as it was written`);
      repos.flags.remove(FAILURE_FLAG);
      repos.audit.record({
        actor,
        action: "backup.made",
        entityType: "backup",
        entityId: backup.name,
        entityName: backup.name,
      });
      if (pruning) prune();
      // In the background: the owner's click and the daily check wait for the local backup only.
      void offsite?.catchUp();
      return backup;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      repos.flags.set(FAILURE_FLAG, JSON.stringify({ at: now().toISOString(), error: reason }));
      logger.error("backup failed", { error: reason });
      throw error;
    }
  };

  /** Writes one backup after any under way, records it (or why it failed), and prunes. */
  const backUp = (actor: string): Promise<Backup> => inTurn(() => writeOne(actor));

  let restoring = false;

  /**
   * Puts the kept backup `name` in place of the shop's data, after a backup of the data as it is
   * (kept whatever the retention, until the next backup prunes): the restore can be undone the same
   * way. Should the restore fail, that backup is put back. Null when there is no backup by that name.
   */
  const restore = (name: string, actor: string): Promise<RestoredBackup | null> => {
    restoring = true;
    return inTurn(async () => {
      try {
        const restored = isBackupName(name) ? backupContents(source.backupsDir, name) : null;
        if (!restored) return null;
        const keptAs = await writeOne(actor, { prune: false });
        try {
          await restoreRunningShop(source, path.join(source.backupsDir, name));
        } catch (error) {
          logger.error("restore failed: putting back the data as it was", {
            backup: name,
            error: String(error),
          });
          await restoreRunningShop(source, path.join(source.backupsDir, keptAs.name));
          throw error;
        }
        repos.audit.record({
          actor,
          action: "backup.restored",
          entityType: "backup",
          entityId: name,
          entityName: name,
        });
        return { restored, keptAs };
      } finally {
        restoring = false;
      }
    });
  };

  /**
   * Keeps a downloaded backup sent back by the owner (its archive, as the download gave it) among the
   * backups, under its own name, after checking it could be restored; one kept already stays as it is.
   */
  const receive = async (archive: ReadableStream<Uint8Array>): Promise<Backup> => {
    ensurePrivateDir(source.backupsDir);
    const file = path.join(source.backupsDir, `.received-${randomUUID()}.tar.gz`);
    const room = freeBytes(source.backupsDir);
    try {
      await pipeline(
        Readable.fromWeb(archive as WebReadableStream<Uint8Array>),
        async function* stopWhenFull(chunks: AsyncIterable<Buffer>) {
          let received = 0;
          for await (const chunk of chunks) {
            received += chunk.length;
            if (received > room)
              throw new BackupRefused(
                "backupTooLargeForDisk",
                "The archive sent is larger than the free space",
              );
            yield chunk;
          }
        },
        fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE }),
      );
      return await withUnpackedArchive(file, source.backupsDir, (folder) => {
        const name = path.basename(folder);
        if (!isBackupName(name))
          throw new BackupRefused("backupNotAnArchive", `${name} is not the name of a backup's folder`);
        checkBackup(folder);
        const kept = path.join(source.backupsDir, name);
        if (!fs.existsSync(kept)) fs.renameSync(folder, kept);
        const backup = measuredBackup(source.backupsDir, backupStamp(name));
        if (!backup) throw new Error(`The backup ${name} vanished as it was kept`);
        return backup;
      });
    } finally {
      fs.rmSync(file, { force: true });
    }
  };

  /** A daily backup when the newest is a day old or there is none; else the newest's offsite copy, if it is missing. */
  const backUpIfDue = async (): Promise<Backup | null> => {
    const newest = stamps()[0];
    if (newest && now().getTime() - Date.parse(newest.createdAt) < BACKUP_INTERVAL_MS) {
      void offsite?.catchUp();
      return null;
    }
    return backUp(DAILY_BACKUP_ACTOR);
  };

  /** A kept backup as a gzip'd tar archive of its folder, read as it is consumed. */
  const archiveOf = (name: string) =>
    Readable.from(createTar({ gzip: true, portable: true, cwd: source.backupsDir }, [name]));

  return {
    list: (): BackupsResponse => {
      const failure = repos.flags.get(FAILURE_FLAG);
      return {
        backups: listBackups(source.backupsDir),
        retention: retention(),
        lastFailure: failure ? (JSON.parse(failure) as BackupsResponse["lastFailure"]) : null,
        offsite: offsite?.status() ?? OFFSITE_OFF,
      };
    },
    backUp,
    backUpIfDue,
    restore,
    receive,
    /** What a kept backup holds; null when there is none by that name. */
    contents: (name: string) => (isBackupName(name) ? backupContents(source.backupsDir, name) : null),
    /** Whether a restore is under way: writes wait for it to end. */
    restoring: () => restoring,
    /** The backup folder as a gzip'd tar archive, streamed as it is read; null when there is none by that name. */
    archive(name: string): ReadableStream<Uint8Array> | null {
      if (!isBackupName(name) || !fs.existsSync(path.join(source.backupsDir, name))) return null;
      return Readable.toWeb(archiveOf(name)) as ReadableStream<Uint8Array>;
    },
    /**
     * From now on each backup is also copied to the storage `settings` names. Called by createApp,
     * which holds the server's secret that opens the storage's key.
     */
    copyOffsite(settings: OffsiteSettings): OffsiteCopies {
      offsite = createOffsiteCopies({ settings, stamps, archive: archiveOf, retention, repos, logger, now });
      return offsite;
    },
    /** The newest backup's offsite copy, when one is missing: made now, or the one under way. */
    catchUpOffsite: (): Promise<void> => offsite?.catchUp() ?? Promise.resolve(),
    setRetention(next: BackupRetention): void {
      repos.flags.set(RETENTION_FLAG, JSON.stringify(next));
      prune();
    },
    /** Looks now and then whether a daily backup is due; a failure is recorded and tried again next time. */
    start(): { stop(): void } {
      const check = () => void backUpIfDue().catch(() => undefined);
      const first = setTimeout(check, FIRST_CHECK_DELAY_MS);
      const timer = setInterval(check, BACKUP_CHECK_INTERVAL_MS);
      first.unref();
      timer.unref();
      return {
        stop: () => {
          clearTimeout(first);
          clearInterval(timer);
        },
      };
    },
  };
}
