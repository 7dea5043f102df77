import type { Language } from "#core/language";
import type { PushSubscriptionInput } from "#core/schemas/push";
import type { RateAlertRule } from "#core/schemas/rate-alert-rule";
import type { RateAlert } from "#core/schemas/rate-alerts";
import { callApi } from "../../../data/api/api-client";
import { needsHomeScreen, pushSupported } from "../../../shared/device-push";

/** Where this browser stands with rate alerts, before the visitor does anything. */
export type AlertStanding =
  | { kind: "checking" }
  | { kind: "homeScreen" }
  | { kind: "unsupported" }
  | { kind: "blocked" }
  | { kind: "off" }
  | { kind: "on"; alert: RateAlert };

/** The site's service worker: on a first visit it may still be installing, so this waits a while for it. */
async function serviceWorker(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error("the service worker did not start")), 15_000),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

export async function alertStanding(): Promise<AlertStanding> {
  if (!pushSupported()) return { kind: needsHomeScreen() ? "homeScreen" : "unsupported" };
  if (Notification.permission === "denied") return { kind: "blocked" };
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return { kind: "off" };
  try {
    return {
      kind: "on",
      alert: await callApi("findRateAlert", { body: { endpoint: subscription.endpoint } }),
    };
  } catch {
    // None kept for this browser, or the shop out of reach: the form, which says so when sent.
    return { kind: "off" };
  }
}

/**
 * Asks the visitor's permission, subscribes this browser to the shop's pushes (or reuses its
 * subscription, which the owner's notifications may share) and tells the shop what to alert.
 */
export async function turnOnAlerts(
  rule: RateAlertRule,
  language: Language,
): Promise<RateAlert | "blocked" | "notAllowed"> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "blocked";
  if (permission !== "granted") return "notAllowed";
  const registration = await serviceWorker();
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: (await callApi("rateAlertKey")).publicKey,
    }));
  return callApi("subscribeRateAlerts", {
    body: { subscription: subscription.toJSON() as PushSubscriptionInput, language, rule },
  });
}

/** The shop forgets this browser's alerts; the browser's subscription stays, for the owner's notifications. */
export async function stopAlerts(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) await callApi("stopRateAlerts", { body: { endpoint: subscription.endpoint } });
}
