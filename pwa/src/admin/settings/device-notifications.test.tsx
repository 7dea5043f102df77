import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, type SentRequest } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { DeviceNotifications } from "./device-notifications";

const ENDPOINT = "https://push.example/send/abc";

/** A browser with the Push API: a registration whose subscription the test sets. */
function pushBrowser(permission: NotificationPermission, existing: boolean) {
  let subscription: PushSubscription | null = null;
  const make = () =>
    ({
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: "BPk", auth: "aut" } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  if (existing) subscription = make();
  const subscribe = vi.fn(async () => {
    subscription = make();
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal("navigator", { onLine: true, serviceWorker: { getRegistration: async () => registration } });
  vi.stubGlobal("PushManager", class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal("Notification", { permission: existing ? "granted" : "default", requestPermission });
  return { subscribe, requestPermission };
}

function server(): SentRequest[] {
  return fakeApi(({ path }) => {
    if (path === "/api/admin/push") return json({ publicKey: "BPublicKey" });
    if (path === "/api/admin/push/subscriptions") return json({ subscribed: true }, 201);
    if (path === "/api/admin/push/unsubscribe") return json({ subscribed: false });
    if (path === "/api/admin/push/test") return json({ subscribed: true });
    return json([]);
  });
}

const renderCard = () =>
  renderInAdmin(
    [{ path: "/admin/settings/account", element: <DeviceNotifications /> }],
    "/admin/settings/account",
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("notifications on this device", () => {
  it("asks the browser, subscribes with the server's key, and tells the server the subscription", async () => {
    const user = userEvent.setup();
    const { subscribe, requestPermission } = pushBrowser("granted", false);
    const requests = server();
    renderCard();
    const card = await screen.findByRole("region", { name: "Notifications on This Device" });
    await user.click(await within(card).findByRole("button", { name: "Turn On Notifications" }));
    expect(await within(card).findByText("Notifications are on for this device.")).toBeTruthy();
    expect(requestPermission).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: "BPublicKey" });
    expect(requests.find((r) => r.path === "/api/admin/push/subscriptions")?.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: "BPk", auth: "aut" },
    });

    await user.click(within(card).getByRole("button", { name: "Send a Test Notification" }));
    expect(await within(card).findByText("A test notification was sent to this device.")).toBeTruthy();
    expect(requests.find((r) => r.path === "/api/admin/push/test")?.body).toEqual({ endpoint: ENDPOINT });

    await user.click(within(card).getByRole("button", { name: "Turn Off on This Device" }));
    expect(await within(card).findByText("Notifications are off for this device.")).toBeTruthy();
    expect(requests.find((r) => r.path === "/api/admin/push/unsubscribe")?.body).toEqual({
      endpoint: ENDPOINT,
    });
    expect(within(card).getByRole("button", { name: "Turn On Notifications" })).toBeTruthy();
  });

  it("says how to allow notifications when the owner refuses them", async () => {
    const user = userEvent.setup();
    pushBrowser("denied", false);
    server();
    renderCard();
    await user.click(await screen.findByRole("button", { name: "Turn On Notifications" }));
    expect(
      await screen.findByText(
        "Notifications are blocked for this site in the browser's settings. Allow them there, then reload this page.",
      ),
    ).toBeTruthy();
  });

  it("says when this browser cannot receive them", async () => {
    vi.stubGlobal("navigator", { onLine: true });
    server();
    renderCard();
    expect(
      await screen.findByText(/^This browser cannot receive notifications from the site here\./),
    ).toBeTruthy();
  });
});
