import { afterEach, describe, expect, it, vi } from "vitest";
import type { RateAlertPush } from "#core/schemas/push";
import { listenForPushes } from "./pushes";

const ALERT: RateAlertPush = {
  kind: "rate-alert",
  title: "২২ ক্যারেট স্বর্ণ ভরিপ্রতি ৳১,৫০,৫০০-এর নিচে নেমেছে",
  body: "এখন প্রতি ভরি ৳১,৫০,০০০।",
  url: "/bn/gold-rates",
  stopLabel: "দরের অ্যালার্ট বন্ধ করুন",
};
const ENDPOINT = "https://fcm.googleapis.com/fcm/send/phone";

/** A service worker's global as the listeners use it: its events, registration, windows and fetch. */
function serviceWorker() {
  const handlers = new Map<string, (event: unknown) => void>();
  const shown: { title: string; options: NotificationOptions & { actions?: unknown } }[] = [];
  const opened: string[] = [];
  const fetch = vi.fn(async () => new Response(JSON.stringify({ stopped: true })));
  vi.stubGlobal("fetch", fetch);
  vi.stubGlobal("self", {
    location: { origin: "https://shop.example.com" },
    navigator: {},
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    registration: {
      showNotification: async (title: string, options: NotificationOptions) =>
        void shown.push({ title, options }),
      pushManager: { getSubscription: async () => ({ endpoint: ENDPOINT }) },
    },
    clients: {
      matchAll: async () => [],
      openWindow: async (url: string) => void opened.push(url),
    },
  });
  listenForPushes();
  /** Fires an event and waits for what it asked the worker to finish. */
  const fire = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  };
  return { fire, shown, opened, fetch };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("rate alerts in the service worker", () => {
  it("shows a pushed alert in its own words, one at a time, with a button that stops the alerts", async () => {
    const worker = serviceWorker();
    await worker.fire("push", { data: { json: () => ALERT } });
    expect(worker.shown).toEqual([
      {
        title: ALERT.title,
        options: expect.objectContaining({
          body: ALERT.body,
          tag: "rate-alert",
          data: { kind: "rate-alert", url: "/bn/gold-rates" },
          actions: [{ action: "stop-rate-alerts", title: "দরের অ্যালার্ট বন্ধ করুন" }],
        }),
      },
    ]);
  });

  it("stops the alerts from the button: the shop forgets this browser's subscription", async () => {
    const worker = serviceWorker();
    const close = vi.fn();
    await worker.fire("notificationclick", {
      action: "stop-rate-alerts",
      notification: { close, data: { kind: "rate-alert", url: "/bn/gold-rates" } },
    });
    expect(close).toHaveBeenCalled();
    expect(worker.fetch).toHaveBeenCalledWith("/api/rate-alerts/stop", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ endpoint: ENDPOINT }),
    });
    expect(worker.opened).toEqual([]);
  });

  it("opens the board in the visitor's language from the alert itself", async () => {
    const worker = serviceWorker();
    await worker.fire("notificationclick", {
      action: "",
      notification: { close: vi.fn(), data: { kind: "rate-alert", url: "/bn/gold-rates" } },
    });
    expect(worker.opened).toEqual(["https://shop.example.com/bn/gold-rates"]);
    expect(worker.fetch).not.toHaveBeenCalled();
  });

  it("still shows the owner's new-message pushes as they were", async () => {
    const worker = serviceWorker();
    const message = {
      title: "New message from Rahima Khatun",
      body: "Is the set",
      url: "/admin",
      unread: 1,
      tag: "m1",
    };
    await worker.fire("push", { data: { json: () => message } });
    expect(worker.shown[0]).toMatchObject({
      title: message.title,
      options: { tag: "m1", data: { url: "/admin" } },
    });
  });
});
