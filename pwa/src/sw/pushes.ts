/// <reference lib="webworker" />
import type { PushMessage, RateAlertPush } from "#core/schemas/push";
import { answerRateAlertClick, showRateAlert } from "./rate-alert-push";

declare const self: ServiceWorkerGlobalScope;

/** The app icon's number, where the platform has one (the Badging API); nothing elsewhere. */
async function showBadge(unread: number): Promise<void> {
  const navigator = self.navigator as WorkerNavigator & {
    setAppBadge?: (count?: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  try {
    if (unread > 0) await navigator.setAppBadge?.(unread);
    else await navigator.clearAppBadge?.();
  } catch {
    // A badge refused (no installed app, a permission) is no reason to lose the notification.
  }
}

/** A new message pushed by the server: a notification naming the sender, and the unread count on the icon. */
export function showPushedMessage(message: PushMessage): Promise<unknown> {
  return Promise.all([
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: "/icons/admin-192.png",
      badge: "/icons/admin-192.png",
      data: { url: message.url },
    }),
    showBadge(message.unread),
  ]);
}

const ADMIN_PATH = /^(\/bn)?\/admin(\/|$)/;

/** A click opens the message: in the admin window already open (in its language), or a new one. */
export async function openPushedMessage(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const admin = windows.find((client) => ADMIN_PATH.test(new URL(client.url).pathname));
  if (!admin) {
    await self.clients.openWindow(new URL(url, self.location.origin).href);
    return;
  }
  const language = ADMIN_PATH.exec(new URL(admin.url).pathname)?.[1] ?? "";
  const focused = await admin.focus();
  await focused.navigate(new URL(`${language}${url}`, self.location.origin).href);
}

/** The owner's new-message pushes and the visitors' rate alerts share the browser's one subscription. */
export function listenForPushes(): void {
  self.addEventListener("push", (event) => {
    const pushed = event.data?.json() as PushMessage | RateAlertPush | undefined;
    if (!pushed) return;
    event.waitUntil("kind" in pushed ? showRateAlert(pushed) : showPushedMessage(pushed));
  });
  self.addEventListener("notificationclick", (event) => {
    event.notification.close();
    const { url, kind } = (event.notification.data ?? {}) as { url?: string; kind?: string };
    event.waitUntil(
      kind === "rate-alert"
        ? answerRateAlertClick(event.action, url ?? "/gold-rates")
        : openPushedMessage(url ?? "/admin"),
    );
  });
}
