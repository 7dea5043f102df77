/// <reference lib="webworker" />
import { endpoints } from "#core/endpoints";
import type { RateAlertPush } from "#core/schemas/push";

declare const self: ServiceWorkerGlobalScope;

const STOP_ACTION = "stop-rate-alerts";

/** A new board for a visitor: one notification at a time (a newer board's replaces it), with a stop button. */
export function showRateAlert(alert: RateAlertPush): Promise<void> {
  return self.registration.showNotification(alert.title, {
    body: alert.body,
    tag: "rate-alert",
    icon: "/icons/icon-192.png",
    badge: "/icons/icon-192.png",
    data: { kind: alert.kind, url: alert.url },
    actions: [{ action: STOP_ACTION, title: alert.stopLabel }],
  } as NotificationOptions);
}

/** One tap on "Stop rate alerts": the server forgets this browser; its push subscription stays, for the admin's. */
async function stopRateAlerts(): Promise<void> {
  const subscription = await self.registration.pushManager.getSubscription();
  if (!subscription) return;
  await fetch(endpoints.stopRateAlerts.path, {
    method: endpoints.stopRateAlerts.method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ endpoint: subscription.endpoint }),
  });
}

/** The board's page: in a window of the site already open, or a new one. */
async function openBoard(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => !new URL(client.url).pathname.match(/^(\/bn)?\/admin(\/|$)/));
  if (!open) {
    await self.clients.openWindow(target);
    return;
  }
  const focused = await open.focus();
  await focused.navigate(target);
}

/** What a click on a rate alert does: stop the alerts, from its button, or open the board. */
export function answerRateAlertClick(action: string, url: string): Promise<void> {
  return action === STOP_ACTION ? stopRateAlerts() : openBoard(url);
}
