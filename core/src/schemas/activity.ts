import { z } from "zod";
import { isoTimestamp } from "./text";

export const ACTIVITY_ACTIONS = [
  "sample-data.seeded",
  "jewelry.created",
  "jewelry.updated",
  "jewelry.deleted",
  "settings.updated",
  "message.read",
  "message.replied",
  "message.deleted",
  "admin.username-changed",
  "admin.password-changed",
  "admin.email-changed",
  "admin.device-signed-out",
  "admin.other-devices-signed-out",
  "rates.published",
  "rates.withdrawn",
] as const;

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
});

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
