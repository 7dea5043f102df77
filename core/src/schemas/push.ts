import { z } from "zod";

const NOT_HTTPS = "Endpoint must be an HTTPS address";

/** A push service's address: HTTPS, as every browser's is (plain HTTP only on this machine, for tests). */
const endpoint = z
  .string({ error: "Endpoint is required" })
  .max(2000, "Endpoint must be at most 2000 characters")
  .pipe(z.url({ error: "Endpoint must be a web address" }))
  .refine((value) => {
    // A value that is no address at all is told by the check before.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return (
      url.protocol === "https:" ||
      (url.protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(url.hostname))
    );
  }, NOT_HTTPS);

const base64Url = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url`)
    .max(200, `${label} must be at most 200 characters`);

/** A browser's PushSubscription, as its toJSON() gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: base64Url("keys.p256dh"), auth: base64Url("keys.auth") }),
});

/** As a server takes it unless a test stands a push service in on this machine: HTTPS only. */
export const httpsPushSubscriptionSchema = pushSubscriptionSchema.extend({
  endpoint: endpoint.refine(
    (value) => !URL.canParse(value) || new URL(value).protocol === "https:",
    NOT_HTTPS,
  ),
});

export const pushEndpointSchema = z.object({ endpoint });

/** The server's public VAPID key, for `pushManager.subscribe`. */
export const pushKeyResponseSchema = z.object({ publicKey: z.string() });

/** Whether the device asking now receives a push for each new message. */
export const pushStateSchema = z.object({ subscribed: z.boolean() });

/** What a push to the admin carries, for the service worker to show. */
export interface PushMessage {
  title: string;
  body: string;
  /** The admin address a click opens. */
  url: string;
  /** Unread messages, for the app icon's badge. */
  unread: number;
  /** One notification per message: a retry replaces, never repeats. */
  tag: string;
}

/** What a rate alert to a visitor carries, for the service worker to show. */
export interface RateAlertPush {
  kind: "rate-alert";
  title: string;
  body: string;
  /** The board's page, in the visitor's language. */
  url: string;
  /** The notification's button that stops the alerts, in the visitor's language. */
  stopLabel: string;
}

export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
