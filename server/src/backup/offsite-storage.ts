import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { type BackupStamp, backupStamp, isBackupName } from "./backup-folders";
import { OffsiteFailure, offsiteFailure, storageRefusal } from "./offsite-failure";
import type { OffsiteTarget } from "./offsite-settings";

const ARCHIVE = ".tar.gz";
/** An archive goes up in parts this large, two at a time: what an upload holds in memory, however large the photos. */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_AT_ONCE = 2;
/** A storage that does not take the connection is given up on after this; one that stops answering, after the next. */
const CONNECT_TIMEOUT_MS = 10_000;
const IDLE_TIMEOUT_MS = 120_000;
/** DeleteObjects takes at most this many names a call. */
const DELETE_BATCH = 1000;

/** Where a backup's archive lives in the bucket: `<folder>/shop-<time>.tar.gz`. */
export const offsiteKey = (folder: string, name: string) => `${folder ? `${folder}/` : ""}${name}${ARCHIVE}`;

/**
 * One bucket of an S3-compatible storage, as the offsite copies use it. Every failure is an
 * OffsiteFailure. The client library is loaded on first use: a shop that copies nothing offsite
 * never pays for loading it.
 */
export async function openOffsiteStorage(target: OffsiteTarget, { attempts = 3 } = {}) {
  const [s3, { Upload }] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
  const client = new s3.S3Client({
    endpoint: target.endpoint,
    region: target.region,
    forcePathStyle: target.pathStyle,
    credentials: { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
    // The checksums the library adds by default are Amazon's: several other storages refuse them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: attempts,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: IDLE_TIMEOUT_MS },
  });
  const { bucket, folder } = target;
  const prefix = folder ? `${folder}/` : "";

  const send = async <T>(call: () => Promise<T>) => {
    try {
      return await call();
    } catch (error) {
      throw offsiteFailure(error);
    }
  };

  return {
    /** Streams `archive` up as the backup `name`, in parts; a failed upload's parts are removed. */
    upload: async (name: string, archive: Readable) => {
      // The backup itself may fail to read (removed meanwhile): that is no fault of the storage's.
      let unreadable: Error | undefined;
      archive.once("error", (error) => {
        unreadable = error;
      });
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: offsiteKey(folder, name),
          Body: archive,
          ContentType: "application/gzip",
        },
        partSize: PART_BYTES,
        queueSize: PARTS_AT_ONCE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        throw unreadable
          ? new OffsiteFailure("offsiteFailed", `the backup could not be read: ${unreadable.message}`)
          : offsiteFailure(error);
      }
    },

    /** This shop's backups in the folder, newest first: objects named otherwise, or in folders below, are not ours. */
    backups: () =>
      send(async (): Promise<BackupStamp[]> => {
        const names: string[] = [];
        let ContinuationToken: string | undefined;
        do {
          const page = await client.send(
            new s3.ListObjectsV2Command({
              Bucket: bucket,
              Prefix: prefix,
              Delimiter: "/",
              ContinuationToken,
            }),
          );
          for (const { Key = "" } of page.Contents ?? []) {
            const name = Key.slice(prefix.length, -ARCHIVE.length);
            if (Key.endsWith(ARCHIVE) && isBackupName(name)) names.push(name);
          }
          ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (ContinuationToken);
        return names.sort().reverse().map(backupStamp);
      }),

    /** Deletes these backups' archives: only names `backups` listed, so nothing that is not ours. */
    remove: (names: readonly string[]) =>
      send(async () => {
        for (let start = 0; start < names.length; start += DELETE_BATCH) {
          const Objects = names
            .slice(start, start + DELETE_BATCH)
            .map((name) => ({ Key: offsiteKey(folder, name) }));
          const { Errors = [] } = await client.send(
            new s3.DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }),
          );
          const [first] = Errors;
          if (first) throw storageRefusal(first.Code ?? "", `${first.Code} ${first.Key}: ${first.Message}`);
        }
      }),

    /** The archive of the backup `name`, as a stream to read once. */
    download: (name: string) =>
      send(async (): Promise<ReadableStream<Uint8Array>> => {
        const { Body } = await client.send(
          new s3.GetObjectCommand({ Bucket: bucket, Key: offsiteKey(folder, name) }),
        );
        if (!Body) throw new OffsiteFailure("offsiteFailed", `the storage sent no body for ${name}`);
        return Body.transformToWebStream() as ReadableStream<Uint8Array>;
      }),

    /** Lets go of the connections kept open for the next call. */
    close: () => client.destroy(),

    /** Writes and deletes a small file of its own: the key may do what the copies need. */
    probe: () =>
      send(async () => {
        const Key = `${prefix}shop-connection-test-${randomUUID()}.txt`;
        await client.send(
          new s3.PutObjectCommand({ Bucket: bucket, Key, Body: "A test of the shop's offsite copies.\n" }),
        );
        await client.send(new s3.DeleteObjectCommand({ Bucket: bucket, Key }));
      }),
  };
}

export type OffsiteStorage = Awaited<ReturnType<typeof openOffsiteStorage>>;
