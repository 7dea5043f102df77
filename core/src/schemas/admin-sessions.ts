import { z } from "zod";
import { isoTimestamp } from "./text";

/**
 * One signed-in browser of the admin, as the list of signed-in devices shows it. The browser and
 * system are named from the browser's own description when it signed in; null when it gave none
 * that says (a script, a tool).
 */
export const adminSessionSchema = z.object({
  id: z.string(),
  /** The browser asking: it signs out with Logout, not from this list. */
  current: z.boolean(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  /** The network address it signed in from. */
  address: z.string(),
  signedInAt: isoTimestamp,
  lastUsedAt: isoTimestamp,
});

/** Most recently used first, the current one among them. */
export const adminSessionsResponseSchema = z.object({ sessions: z.array(adminSessionSchema) });

/** How many sessions a sign-out ended. */
export const sessionsEndedResponseSchema = z.object({ signedOut: z.number().int().nonnegative() });

export type AdminSession = z.infer<typeof adminSessionSchema>;
