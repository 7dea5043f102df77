import webpush from "web-push";
import type { PushMessage, RateAlertPush } from "#core/schemas/push";
import type { PushSubscriptionRecord } from "../db/repositories/push-subscription-repository";
import type { VapidKeys } from "./vapid-keys";

const PUSH_TIMEOUT_MS = 10_000;
/** A push the phone cannot take within a day is stale news: the service may drop it. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/** The push service says the subscription no longer exists: the device unsubscribed or was reset. */
export class PushSubscriptionGone extends Error {}

export interface PushSender {
  keys: VapidKeys;
  /** Who the push services may contact about this server: a mailto: or https: address. */
  subject: () => string;
  /** A test's stand-in push service on this machine, over plain HTTP, may be used; never otherwise. */
  localServices: boolean;
}

/**
 * Sends one push: encrypted for the device's keys (RFC 8291) and signed with the server's VAPID key
 * by web-push, then posted to the device's push service.
 */
export async function sendPush(
  { keys, subject, localServices }: PushSender,
  subscription: Pick<PushSubscriptionRecord, "endpoint" | "keys">,
  message: PushMessage | RateAlertPush,
): Promise<void> {
  // One stored over plain HTTP can never be reached from here: forgotten, as a gone one is.
  if (!localServices && new URL(subscription.endpoint).protocol !== "https:")
    throw new PushSubscriptionGone("The push service's address is not HTTPS");
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
    vapidDetails: { subject: subject(), publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: TIME_TO_LIVE_SECONDS,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  const response = await fetch(request.endpoint, {
    method: request.method,
    headers: request.headers as Record<string, string>,
    body: request.body ? new Uint8Array(request.body) : null,
    // A push service answers for itself: a redirect would carry the message to an address nobody checked.
    redirect: "manual",
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  if (response.status === 404 || response.status === 410)
    throw new PushSubscriptionGone(`The push service answered ${response.status}: the subscription is gone`);
  if (!response.ok) throw new Error(`The push service answered ${response.status}`);
}
