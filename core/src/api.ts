import { z } from "zod";
import { activityEntrySchema } from "./schemas/activity";
import {
  adminSchema,
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  credentialsChangedResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
} from "./schemas/admin";
import { contactMessageInputSchema, contactMessageSchema } from "./schemas/contact-message";
import { goldRatesResponseSchema } from "./schemas/gold-rates";
import { jewelryInputSchema, jewelryItemSchema, jewelryPatchSchema } from "./schemas/jewelry";
import { websiteSettingsSchema } from "./schemas/settings";

/** Every non-2xx answer of the API. `issues` names the fields at fault when input was invalid. */
export const errorResponseSchema = z.object({
  error: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const deletedResponseSchema = z.object({ deleted: z.literal(true), _id: z.string() });
export const seedResponseSchema = z.object({ seeded: z.boolean() });
export const healthResponseSchema = z.object({ status: z.literal("ok"), version: z.string() });
export const sessionResponseSchema = z.object({ admin: adminSchema });

/** A settings save sends `{ "<section>": value }`; the server checks it against that section's schema. */
export const settingsUpdateRequestSchema = z.record(z.string(), z.unknown());

export interface Endpoint {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Hono-style path: `:name` marks a parameter. */
  path: string;
  /** Needs `Authorization: Bearer <token>` from POST /api/admin/login. */
  admin: boolean;
  body?: z.ZodType;
  response: z.ZodType;
}

/**
 * The /api contract: the spec's eighteen calls plus health, session and activity. The server
 * registers exactly these; the PWA's client calls them by name.
 */
export const api = {
  login: {
    method: "POST",
    path: "/api/admin/login",
    admin: false,
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  session: { method: "GET", path: "/api/admin/session", admin: true, response: sessionResponseSchema },
  changeUsername: {
    method: "PUT",
    path: "/api/admin/username",
    admin: true,
    body: changeUsernameRequestSchema,
    response: credentialsChangedResponseSchema,
  },
  changePassword: {
    method: "PUT",
    path: "/api/admin/password",
    admin: true,
    body: changePasswordRequestSchema,
    response: credentialsChangedResponseSchema,
  },
  activity: {
    method: "GET",
    path: "/api/admin/activity",
    admin: true,
    response: z.array(activityEntrySchema),
  },
  getSettings: {
    method: "GET",
    path: "/api/website-settings",
    admin: false,
    response: websiteSettingsSchema,
  },
  updateSettings: {
    method: "PUT",
    path: "/api/website-settings/:section",
    admin: true,
    body: settingsUpdateRequestSchema,
    response: websiteSettingsSchema,
  },
  initSampleData: {
    method: "POST",
    path: "/api/init-sample-data-dev",
    admin: false,
    response: seedResponseSchema,
  },
  listFeaturedJewelry: {
    method: "GET",
    path: "/api/jewelry/featured",
    admin: false,
    response: z.array(jewelryItemSchema),
  },
  listJewelry: { method: "GET", path: "/api/jewelry", admin: false, response: z.array(jewelryItemSchema) },
  getJewelry: { method: "GET", path: "/api/jewelry/:id", admin: false, response: jewelryItemSchema },
  createJewelry: {
    method: "POST",
    path: "/api/jewelry",
    admin: true,
    body: jewelryInputSchema,
    response: jewelryItemSchema,
  },
  updateJewelry: {
    method: "PUT",
    path: "/api/jewelry/:id",
    admin: true,
    body: jewelryPatchSchema,
    response: jewelryItemSchema,
  },
  deleteJewelry: { method: "DELETE", path: "/api/jewelry/:id", admin: true, response: deletedResponseSchema },
  sendContactMessage: {
    method: "POST",
    path: "/api/contact-messages",
    admin: false,
    body: contactMessageInputSchema,
    response: contactMessageSchema,
  },
  listContactMessages: {
    method: "GET",
    path: "/api/contact-messages",
    admin: true,
    response: z.array(contactMessageSchema),
  },
  markMessageRead: {
    method: "PUT",
    path: "/api/contact-messages/:id/read",
    admin: true,
    response: contactMessageSchema,
  },
  markMessageReplied: {
    method: "PUT",
    path: "/api/contact-messages/:id/replied",
    admin: true,
    response: contactMessageSchema,
  },
  deleteContactMessage: {
    method: "DELETE",
    path: "/api/contact-messages/:id",
    admin: true,
    response: deletedResponseSchema,
  },
  getGoldRates: { method: "GET", path: "/api/gold-rates", admin: false, response: goldRatesResponseSchema },
  health: { method: "GET", path: "/api/health", admin: false, response: healthResponseSchema },
} as const satisfies Record<string, Endpoint>;

export type Api = typeof api;
export type EndpointName = keyof Api;

/** Fills `:name` parameters, encoding each value. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
