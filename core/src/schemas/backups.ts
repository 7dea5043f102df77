import { z } from "zod";
import { checkRule } from "../failed-check";
import { isoTimestamp, optionalText, requiredText } from "./text";

const count = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

/**
 * How many automatic backups are kept: the newest of each of the last `keepDaily` days that have
 * one, and of each of the last `keepWeekly` weeks. A backup made from the admin counts as its day's.
 */
export const backupRetentionSchema = z.object({
  keepDaily: count("Daily backups kept", 1, 90),
  keepWeekly: count("Weekly backups kept", 0, 104),
});

export const DEFAULT_BACKUP_RETENTION: BackupRetention = { keepDaily: 14, keepWeekly: 8 };

/** A backup folder in `DATA_DIR/backups`: its name is its address in the API. */
export const backupSchema = z.object({
  name: z.string(),
  createdAt: isoTimestamp,
  /** The database and every photo, in bytes, as a download would hold them before compression. */
  size: z.number().int().nonnegative(),
  photos: z.number().int().nonnegative(),
});

/** A storage's address: http(s), a host, nothing after it but a slash. */
const isStorageEndpoint = (value: string): boolean => {
  try {
    const url = new URL(value);
    return (
      ["http:", "https:"].includes(url.protocol) &&
      url.hostname !== "" &&
      url.username === "" &&
      url.pathname === "/" &&
      url.search === "" &&
      url.hash === ""
    );
  } catch {
    return false;
  }
};

/** Region and bucket names: what S3-compatible storages allow in both. */
const STORAGE_NAME = /^[A-Za-z0-9._-]*$/;
/** Folders inside the bucket, `/` between them, none at either end. */
const STORAGE_FOLDER = /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/**
 * Where each backup is copied offsite: a bucket of any storage that speaks the S3 API (Backblaze
 * B2, Cloudflare R2, Wasabi, Amazon S3, MinIO). The secret key is written, never read back: a blank
 * one on saving keeps the stored one.
 */
export const offsiteStorageInputSchema = z.object({
  enabled: z.boolean({ error: "Enabled must be true or false" }),
  // A blank one is told by "required" alone.
  endpoint: requiredText("Endpoint URL", 300).refine((value) => value === "" || isStorageEndpoint(value), {
    message: "Endpoint URL must be the storage's web address, such as https://s3.us-west-004.backblazeb2.com",
    params: checkRule("storageEndpoint"),
  }),
  region: optionalText("Region", 64).refine((value) => STORAGE_NAME.test(value), {
    message: "Region must be letters, digits, dots, hyphens or underscores, such as us-west-004 or auto",
    params: checkRule("storageName"),
  }),
  bucket: requiredText("Bucket", 63).refine((value) => STORAGE_NAME.test(value), {
    message: "Bucket must be letters, digits, dots, hyphens or underscores",
    params: checkRule("storageName"),
  }),
  folder: optionalText("Folder", 200).refine((value) => value === "" || STORAGE_FOLDER.test(value), {
    message:
      "Folder must be letters, digits, dots, hyphens or underscores, with / between folders, such as shop/backups",
    params: checkRule("storageFolder"),
  }),
  accessKeyId: requiredText("Access key ID", 200),
  secretAccessKey: optionalText("Secret key", 200),
  /** Addresses the bucket as endpoint/bucket rather than bucket.endpoint, for storages that need it. */
  pathStyle: z.boolean({ error: "Path-style must be true or false" }),
});

/** As the admin reads it back (blank until first saved): whether a secret key is stored, never the key. */
export const offsiteStorageSchema = z.object({
  enabled: z.boolean(),
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  folder: z.string(),
  accessKeyId: z.string(),
  pathStyle: z.boolean(),
  secretSet: z.boolean(),
});

/** What the storage answered a test: it took the key, and the bucket can be listed, written and cleared. */
export const offsiteTestResponseSchema = z.object({
  bucket: z.string(),
  /** This shop's copies already in the folder. */
  copies: z.number().int().nonnegative(),
});

/**
 * The last offsite copy tried: when it ended, of which backup, whether the archive reached the storage,
 * and why not (or why older copies could not be removed); `code` words it in any language.
 */
export const offsiteCopySchema = z.object({
  at: isoTimestamp,
  backup: z.string(),
  copied: z.boolean(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});

/**
 * Newest first; the last automatic attempt's failure, if it failed, until one succeeds; and the
 * offsite copies: on or off, one under way, the last one tried.
 */
export const backupsResponseSchema = z.object({
  backups: z.array(backupSchema),
  retention: backupRetentionSchema,
  lastFailure: z.object({ at: isoTimestamp, error: z.string() }).nullable(),
  offsite: z.object({ enabled: z.boolean(), copying: z.boolean(), lastCopy: offsiteCopySchema.nullable() }),
});

/**
 * A link the browser downloads a backup from, as any file, showing its progress and writing it
 * straight to disk: good once, for a minute.
 */
export const backupDownloadLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });

/** The copies of this shop's backups in the offsite storage, newest first, by name and time. */
export const offsiteCopiesSchema = z.object({
  copies: z.array(backupSchema.pick({ name: true, createdAt: true })),
});

/** What a backup holds, read from its own database before the owner restores it. */
export const backupContentsSchema = backupSchema.extend({
  items: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  boards: z.number().int().nonnegative(),
});

/** A restore is confirmed with the owner's password: it replaces everything the shop holds. */
export const restoreBackupRequestSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});

/** What the shop holds now, and the backup of what it held just before, to go back to. */
export const restoredBackupSchema = z.object({ restored: backupContentsSchema, keptAs: backupSchema });

export type BackupRetention = z.infer<typeof backupRetentionSchema>;
export type Backup = z.infer<typeof backupSchema>;
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;
export type BackupContents = z.infer<typeof backupContentsSchema>;
export type OffsiteCopies = z.infer<typeof offsiteCopiesSchema>;
export type RestoredBackup = z.infer<typeof restoredBackupSchema>;
export type OffsiteStorageInput = z.infer<typeof offsiteStorageInputSchema>;
export type OffsiteStorage = z.infer<typeof offsiteStorageSchema>;
export type OffsiteCopy = z.infer<typeof offsiteCopySchema>;

/** What an owner who never set up an offsite copy has: nothing, and no copying. */
export const NO_OFFSITE_STORAGE: OffsiteStorage = {
  enabled: false,
  endpoint: "",
  region: "",
  bucket: "",
  folder: "",
  accessKeyId: "",
  pathStyle: false,
  secretSet: false,
};
