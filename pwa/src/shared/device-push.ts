/** Whether this browser can receive pushes: a service worker, the Push API and notifications. */
export const pushSupported = () =>
  typeof navigator !== "undefined" &&
  "serviceWorker" in navigator &&
  typeof window !== "undefined" &&
  "PushManager" in window &&
  "Notification" in window;

/** The site's service worker registration, or null where none is (a development server, a blocked one). */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!pushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration("/")) ?? null;
}

export type DevicePushState = "unsupported" | "blocked" | "off" | "on";

/** How this device stands: its subscription if it has one, and whether it may ask at all. */
export async function devicePushState(): Promise<{
  state: DevicePushState;
  subscription: PushSubscription | null;
}> {
  const registration = await pushRegistration();
  if (!registration) return { state: "unsupported", subscription: null };
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) return { state: "on", subscription };
  return { state: Notification.permission === "denied" ? "blocked" : "off", subscription: null };
}

/** iPhone and iPad give a site the Push API only once it is on the Home Screen and opened from there. */
export const needsHomeScreen = (): boolean =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);
