import { z } from "zod";
import { isoTimestamp } from "./text";

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

/** Newest first; the last automatic attempt's failure, if it failed, until one succeeds. */
export const backupsResponseSchema = z.object({
  backups: z.array(backupSchema),
  retention: backupRetentionSchema,
  lastFailure: z.object({ at: isoTimestamp, error: z.string() }).nullable(),
});

/**
 * A link the browser downloads a backup from, as any file, showing its progress and writing it
 * straight to disk: good once, for a minute.
 */
export const backupDownloadLinkSchema = z.object({ url: z.string(), expiresAt: z.iso.datetime() });

export type BackupRetention = z.infer<typeof backupRetentionSchema>;
export type Backup = z.infer<typeof backupSchema>;
export type BackupsResponse = z.infer<typeof backupsResponseSchema>;
