import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeApi, json, type SentRequest } from "../../../data/testing/fake-api";
import { loadSiteMessages } from "../../../i18n/load-messages";
import { setPageLanguage } from "../../../i18n/page-language";
import { rateBoard } from "../../../shared/testing/rates-test-data";
import { renderRoutes } from "../../../shared/testing/render-routes";
import { RateAlertsCard } from "./rate-alerts-card";

const ENDPOINT = "https://fcm.googleapis.com/fcm/send/abc";

/** A browser with the Push API, and a subscription once one is made (or from before, when `existing`). */
function pushBrowser(permission: NotificationPermission, existing = false) {
  let subscription: PushSubscription | null = null;
  const make = () =>
    ({
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: "BPk", auth: "aut" } }),
    }) as unknown as PushSubscription;
  if (existing) subscription = make();
  const subscribe = vi.fn(async () => {
    subscription = make();
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  vi.stubGlobal("navigator", {
    onLine: true,
    userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/130",
    serviceWorker: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal("PushManager", class {});
  const requestPermission = vi.fn(async () => permission);
  vi.stubGlobal("Notification", { permission: existing ? "granted" : "default", requestPermission });
  return { subscribe, requestPermission };
}

const ALERT_ON = { language: "en", rule: { kind: "every" }, since: "2026-11-22T04:00:00.000Z" };

function shop(found = false): SentRequest[] {
  return fakeApi(({ path, method, body }) => {
    if (path === "/api/rate-alerts/key") return json({ publicKey: "BPublicKey" });
    if (path === "/api/rate-alerts" && method === "PUT")
      return json({ ...ALERT_ON, ...(body as object), subscription: undefined });
    if (path === "/api/rate-alerts/find")
      return found
        ? json(ALERT_ON)
        : json({ error: "This browser does not receive rate alerts", code: "rateAlertNotFound" }, 404);
    if (path === "/api/rate-alerts/stop") return json({ stopped: true });
    return json({}, 503);
  });
}

const renderCard = async () => {
  renderRoutes([{ path: "/gold-rates", element: <RateAlertsCard board={rateBoard} /> }], "/gold-rates");
  const card = await screen.findByRole("region", { name: /Rate alerts|দরের অ্যালার্ট/ });
  return card;
};

afterEach(() => {
  setPageLanguage("en");
  vi.unstubAllGlobals();
});

describe("rate alerts on the rates page", () => {
  it("turns on alerts for a price crossing a figure: permission, the shop's key, then the rule", async () => {
    const user = userEvent.setup();
    const { subscribe, requestPermission } = pushBrowser("granted");
    const requests = shop();
    const card = await renderCard();
    await user.click(within(card).getByText("Set up rate alerts"));
    await user.click(await within(card).findByRole("radio", { name: "When a price crosses a figure" }));
    await user.type(within(card).getByRole("textbox", { name: "Price per vori (৳)" }), "1,40,000");
    await user.click(within(card).getByRole("button", { name: "Turn on alerts" }));

    expect(
      await within(card).findByText(/Alerts are on in this browser for when 22 Karat Gold goes below/),
    ).toBeTruthy();
    expect(requestPermission).toHaveBeenCalled();
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: "BPublicKey" });
    expect(requests.find((r) => r.path === "/api/rate-alerts")?.body).toEqual({
      subscription: { endpoint: ENDPOINT, keys: { p256dh: "BPk", auth: "aut" } },
      language: "en",
      rule: { kind: "below", metal: "gold", grade: "22K", perVori: 140_000 },
    });
  });

  it("says what is wrong with the figure, before asking the browser anything", async () => {
    const user = userEvent.setup();
    const { requestPermission } = pushBrowser("granted");
    shop();
    const card = await renderCard();
    await user.click(within(card).getByText("Set up rate alerts"));
    await user.click(await within(card).findByRole("radio", { name: "When a price crosses a figure" }));
    await user.click(within(card).getByRole("button", { name: "Turn on alerts" }));
    expect((await within(card).findByRole("alert")).textContent).toBe("The price per vori is required");
    expect(document.activeElement).toBe(within(card).getByRole("textbox", { name: "Price per vori (৳)" }));
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("shows the alert this browser has, and stops it in one tap", async () => {
    const user = userEvent.setup();
    pushBrowser("granted", true);
    const requests = shop(true);
    const card = await renderCard();
    await user.click(within(card).getByText("Set up rate alerts"));
    expect(await within(card).findByText("Alerts are on in this browser for every new rate.")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Stop alerts" }));
    expect(await within(card).findByText(/Alerts stopped/)).toBeTruthy();
    expect(requests.find((r) => r.path === "/api/rate-alerts/stop")?.body).toEqual({ endpoint: ENDPOINT });
  });

  it("tells an iPhone visitor to add the site to the Home Screen first, in Bengali", async () => {
    await loadSiteMessages("bn");
    setPageLanguage("bn");
    const user = userEvent.setup();
    vi.stubGlobal("navigator", {
      onLine: true,
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)",
    });
    const card = await renderCard();
    await user.click(within(card).getByText("দরের অ্যালার্ট চালু করুন"));
    expect(await within(card).findByText(/হোম স্ক্রিনে রাখতে হয়/)).toBeTruthy();
  });

  it("says when the browser has blocked notifications", async () => {
    const user = userEvent.setup();
    pushBrowser("denied");
    shop();
    const card = await renderCard();
    await user.click(within(card).getByText("Set up rate alerts"));
    await user.click(await within(card).findByRole("button", { name: "Turn on alerts" }));
    expect(await within(card).findByText(/Notifications are blocked for this site/)).toBeTruthy();
  });
});
