import webpush from "web-push";
import type { PushMessage, RateAlertPush } from "#core/schemas/push";
import type { PushSubscriptionRecord } from "../db/repositories/push-subscription-repository";
import type { VapidKeys } from "./vapid-keys";

const PUSH_TIMEOUT_MS = 10_000;
/** A push the phone cannot take within a day is stale news: the service may drop it. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;

/** A VAPID signature lasts this long (RFC 8292 allows up to a day)... */
const VAPID_VALID_SECONDS = 12 * 60 * 60;
/** ...and is used for this long: signing one per push would cost a board's thousands of alerts seconds. */
const VAPID_REUSE_MS = 6 * 60 * 60_000;

/** The push service says the subscription no longer exists: the device unsubscribed or was reset. */
export class PushSubscriptionGone extends Error {}

export interface PushSender {
  keys: VapidKeys;
  /** Who the push services may contact about this server: a mailto: or https: address. */
  subject: () => string;
  /** A test's stand-in push service on this machine, over plain HTTP, may be used; never otherwise. */
  localServices: boolean;
}

const signatures = new WeakMap<PushSender, Map<string, { authorization: string; until: number }>>();

/** The VAPID Authorization header for a push service, signed once per service and subject, then reused. */
function vapidAuthorization(sender: PushSender, endpoint: string): string {
  const audience = new URL(endpoint).origin;
  const subject = sender.subject();
  const known = signatures.get(sender) ?? new Map<string, { authorization: string; until: number }>();
  signatures.set(sender, known);
  const key = `${audience} ${subject}`;
  const kept = known.get(key);
  if (kept && kept.until > Date.now()) return kept.authorization;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    subject,
    sender.keys.publicKey,
    sender.keys.privateKey,
    "aes128gcm",
    Math.floor(Date.now() / 1000) + VAPID_VALID_SECONDS,
  ) as { Authorization: string };
  known.set(key, { authorization: Authorization, until: Date.now() + VAPID_REUSE_MS });
  return Authorization;
}

/**
 * Sends one push: encrypted for the device's keys (RFC 8291) and signed with the server's VAPID key
 * by web-push, then posted to the device's push service.
 */
export async function sendPush(
  sender: PushSender,
  subscription: Pick<PushSubscriptionRecord, "endpoint" | "keys">,
  message: PushMessage | RateAlertPush,
): Promise<void> {
  // One stored over plain HTTP can never be reached from here: forgotten, as a gone one is.
  if (!sender.localServices && new URL(subscription.endpoint).protocol !== "https:")
    throw new PushSubscriptionGone("The push service's address is not HTTPS");
  const request = webpush.generateRequestDetails(subscription, JSON.stringify(message), {
    headers: { Authorization: vapidAuthorization(sender, subscription.endpoint) },
    TTL: TIME_TO_LIVE_SECONDS,
    urgency: "high",
    contentEncoding: "aes128gcm",
  });
  // A timer cleared on the answer, not AbortSignal.timeout: a board's thousands of pushes would each
  // keep theirs, and what it holds, for the whole ten seconds.
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error("The push service did not answer in time")),
    PUSH_TIMEOUT_MS,
  );
  let response: Response;
  try {
    response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      // A push service answers for itself: a redirect would carry the message to an address nobody checked.
      redirect: "manual",
      signal: abort.signal,
    });
    // The body is never read: dropped now, its connection goes back to the pool.
    await response.body?.cancel();
  } finally {
    clearTimeout(timer);
  }
  if (response.status === 404 || response.status === 410)
    throw new PushSubscriptionGone(`The push service answered ${response.status}: the subscription is gone`);
  if (!response.ok) throw new Error(`The push service answered ${response.status}`);
}
