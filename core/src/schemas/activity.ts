import { z } from "zod";
import { isoTimestamp } from "./text";

export const ACTIVITY_ACTIONS = [
  "admin.signed-in",
  "admin.sign-in-failed",
  "sample-data.seeded",
  "jewelry.created",
  "jewelry.updated",
  "jewelry.deleted",
  "jewelry.featured-ordered",
  "collection.created",
  "collection.updated",
  "collection.deleted",
  "settings.updated",
  "message.read",
  "message.replied",
  "message.deleted",
  "admin.username-changed",
  "admin.password-changed",
  "admin.email-changed",
  "admin.device-signed-out",
  "admin.other-devices-signed-out",
  "admin.two-factor-on",
  "admin.two-factor-off",
  "rates.published",
  "rates.withdrawn",
  "backup.made",
  "backup.restored",
  "backup.retention-changed",
  "backup.copied-offsite",
  "backup.offsite-set",
  "backup.offsite-off",
] as const;

/** The kinds the activity log is filtered by, each a group of actions. */
export const ACTIVITY_KINDS = [
  "sign-ins",
  "catalogue",
  "rates",
  "messages",
  "settings",
  "account",
  "backups",
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const KIND_OF_ACTION: Record<ActivityAction, ActivityKind> = {
  "admin.signed-in": "sign-ins",
  "admin.sign-in-failed": "sign-ins",
  "sample-data.seeded": "catalogue",
  "jewelry.created": "catalogue",
  "jewelry.updated": "catalogue",
  "jewelry.deleted": "catalogue",
  "jewelry.featured-ordered": "catalogue",
  "collection.created": "catalogue",
  "collection.updated": "catalogue",
  "collection.deleted": "catalogue",
  "settings.updated": "settings",
  "message.read": "messages",
  "message.replied": "messages",
  "message.deleted": "messages",
  "admin.username-changed": "account",
  "admin.password-changed": "account",
  "admin.email-changed": "account",
  "admin.device-signed-out": "account",
  "admin.other-devices-signed-out": "account",
  "admin.two-factor-on": "account",
  "admin.two-factor-off": "account",
  "rates.published": "rates",
  "rates.withdrawn": "rates",
  "backup.made": "backups",
  "backup.restored": "backups",
  "backup.retention-changed": "backups",
  "backup.copied-offsite": "backups",
  "backup.offsite-set": "backups",
  "backup.offsite-off": "backups",
};

/** The kind an action is listed under. */
export const kindOfAction = (action: ActivityAction): ActivityKind => KIND_OF_ACTION[action];

/** The actions of one kind. */
export const actionsOfKind = (kind: ActivityKind): ActivityAction[] =>
  ACTIVITY_ACTIONS.filter((action) => KIND_OF_ACTION[action] === kind);

/** How long the activity log keeps an entry. */
export const ACTIVITY_RETENTION_DAYS = 365;

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: isoTimestamp,
  actor: z.string(),
  action: z.enum(ACTIVITY_ACTIONS),
  entityType: z.string(),
  entityId: z.string(),
  entityName: z.string(),
});

export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 100")
    .max(100, "limit must be between 1 and 100")
    .default(20),
  kind: z.enum(ACTIVITY_KINDS, { error: `kind must be one of ${ACTIVITY_KINDS.join(", ")}` }).optional(),
  /** Words found in who did it or what it was done to. */
  search: z.string().trim().max(100, "search must be at most 100 characters").optional(),
  /** Entries older than the one with this id: the next page of a long log. */
  before: z.coerce
    .number({ error: "before must be a number" })
    .int("before must be a whole number")
    .positive("before must be a positive number")
    .optional(),
});

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
