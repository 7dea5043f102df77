import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RateBoardPrices } from "#core/schemas/gold-rates";
import type { RateAlertPush } from "#core/schemas/push";
import type { RateAlertRule } from "#core/schemas/rate-alert-rule";
import type { RateAlertSummary } from "#core/schemas/rate-alerts";
import { makePushDevice, startStandInPushService } from "../../testing/stand-in-push-service";
import { createTestApp, type TestApp } from "../../testing/test-app";

// 22K gold per vori is the per-gram price × 11.664: 12,000/g → ৳1,39,968; 12,500/g → ৳1,45,800.
const board = (gold22: number): RateBoardPrices => ({
  gold: { "22K": gold22, "21K": gold22 - 900, "18K": gold22 - 3500, Traditional: gold22 - 6300 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
});
const HOUR = 60 * 60 * 1000;
const below = (perVori: number): RateAlertRule => ({ kind: "below", metal: "gold", grade: "22K", perVori });

describe("visitors' rate alerts", () => {
  let service: Awaited<ReturnType<typeof startStandInPushService>>;
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    service = await startStandInPushService();
    t = await createTestApp({ sampleData: false });
    token = await t.login();
    expect((await publish(board(12_500))).status).toBe(201);
  });
  afterEach(() => service.stop());

  const publish = (prices: RateBoardPrices, effectiveAt?: Date) =>
    t.request("/api/gold-rates", {
      method: "POST",
      token,
      json: { prices, effectiveAt: effectiveAt?.toISOString() },
    });
  const subscribe = (device: ReturnType<typeof makePushDevice>, rule: RateAlertRule, language = "en") =>
    t.request("/api/rate-alerts", {
      method: "PUT",
      json: { subscription: device.subscription, language, rule },
    });
  const alerts = (device: ReturnType<typeof makePushDevice>) =>
    service.received
      .filter((request) => device.subscription.endpoint.endsWith(request.path))
      .map((request) => JSON.parse(device.decrypt(request.body)) as RateAlertPush);
  const summary = async () =>
    (await (await t.request("/api/admin/rate-alerts", { token })).json()) as RateAlertSummary;

  it("alerts every board to a browser that asked for every board, in its language, once", async () => {
    const device = makePushDevice(`${service.url}/push/bn-phone`);
    const response = await subscribe(device, { kind: "every" }, "bn");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      language: "bn",
      rule: { kind: "every" },
      since: t.now().toISOString(),
    });

    expect((await publish(board(12_000))).status).toBe(201);
    await t.notifications.notifier.drain();
    expect(alerts(device)).toEqual([
      {
        kind: "rate-alert",
        title: "নতুন দর: ২২ ক্যারেট স্বর্ণ প্রতি ভরি ৳১,৩৯,৯৬৮",
        body: "আগের দরের চেয়ে ৳৫,৮৩২ কমেছে। ২২ নভেম্বর ২০২৬, সকাল ১০:০০ থেকে কার্যকর (ঢাকার সময়)।",
        url: "/bn/gold-rates",
        stopLabel: "দরের অ্যালার্ট বন্ধ করুন",
      },
    ]);
    // Checked again (a restart, a withdrawal of a later board): the board is alerted once only.
    t.notifications.rateAlertRounds.boardsChanged();
    await t.notifications.notifier.drain();
    expect(alerts(device)).toHaveLength(1);
    expect((await summary()).rounds[0]).toMatchObject({ alerted: 1, sent: 1, waiting: 0 });
  });

  it("alerts a scheduled board when it takes effect, not when it is entered, across a restart", async () => {
    const device = makePushDevice(`${service.url}/push/phone`);
    await subscribe(device, below(143_000));
    expect((await publish(board(12_000), new Date(t.now().getTime() + HOUR))).status).toBe(201);
    await t.notifications.notifier.drain();
    expect(alerts(device)).toHaveLength(0);

    // The server stops before the board's time and starts after it, on the same database.
    t.advance(HOUR + 1000);
    const restarted = t.startAgain();
    const running = restarted.notifications.rateAlertRounds.start();
    await restarted.notifications.notifier.drain();
    running.stop();
    expect(alerts(device).map((alert) => alert.title)).toEqual(["22 Karat Gold is below ৳1,43,000 a vori"]);
    expect(alerts(device)[0]?.body).toMatch(/^Now ৳1,39,968 per vori, down ৳5,832 from the last board\./);
  });

  it("sends nothing for a board that crosses no visitor's threshold, and says so to the owner", async () => {
    const device = makePushDevice(`${service.url}/push/phone`);
    await subscribe(device, below(140_000));
    await publish(board(12_100)); // ৳1,41,134: still above ৳1,40,000
    await t.notifications.notifier.drain();
    expect(service.received).toHaveLength(0);
    expect(await summary()).toMatchObject({
      subscribers: 1,
      everyBoard: 0,
      onAPrice: 1,
      rounds: [{ alerted: 0, sent: 0 }, { alerted: 0 }],
    });
  });

  it("forgets a browser its push service reports gone, and counts it", async () => {
    const device = makePushDevice(`${service.url}/push/reset-phone`);
    await subscribe(device, { kind: "every" });
    service.answerWith(410);
    await publish(board(12_000));
    await t.notifications.notifier.drain();
    expect(t.repos.rateAlerts.findByEndpoint(device.subscription.endpoint)).toBeNull();
    expect((await summary()).rounds[0]).toMatchObject({ alerted: 1, sent: 0, gone: 1, waiting: 0 });
  });

  it("tries a push service that is down again, later, without a second alert once it answers", async () => {
    const device = makePushDevice(`${service.url}/push/phone`);
    await subscribe(device, { kind: "every" });
    service.answerWith(503);
    await publish(board(12_000));
    await t.notifications.notifier.drain();
    expect((await summary()).rounds[0]).toMatchObject({ alerted: 1, sent: 0, waiting: 1 });
    service.answerWith(201);
    t.advance(60_000);
    await t.notifications.notifier.drain();
    expect(service.received).toHaveLength(2);
    expect((await summary()).rounds[0]).toMatchObject({ sent: 1, waiting: 0 });
  });

  it("tells this browser what it asked for, and stops in one call", async () => {
    const device = makePushDevice(`${service.url}/push/phone`);
    const find = () =>
      t.request("/api/rate-alerts/find", {
        method: "POST",
        json: { endpoint: device.subscription.endpoint },
      });
    expect(await (await find()).json()).toEqual({
      error: "This browser does not receive rate alerts",
      code: "rateAlertNotFound",
    });
    await subscribe(device, below(143_000));
    await subscribe(device, { kind: "every" }, "bn"); // asking again replaces
    expect(await (await find()).json()).toMatchObject({ language: "bn", rule: { kind: "every" } });
    expect((await summary()).subscribers).toBe(1);

    const stop = () =>
      t.request("/api/rate-alerts/stop", {
        method: "POST",
        json: { endpoint: device.subscription.endpoint },
      });
    expect(await (await stop()).json()).toEqual({ stopped: true });
    expect(await (await stop()).json()).toEqual({ stopped: false });
    await publish(board(12_000));
    await t.notifications.notifier.drain();
    expect(service.received).toHaveLength(0);
  });

  it("refuses a rule it cannot follow, with what is wrong", async () => {
    const device = makePushDevice(`${service.url}/push/phone`);
    const refused = async (rule: unknown) => {
      const response = await t.request("/api/rate-alerts", {
        method: "PUT",
        json: { subscription: device.subscription, language: "en", rule },
      });
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: string }).error;
    };
    expect(await refused({ kind: "sometimes" })).toMatch(
      /Choose every new board, or a price going below or above/,
    );
    expect(await refused({ kind: "below", metal: "gold", grade: "22K" })).toMatch(
      /The price per vori is required/,
    );
    expect(await refused({ kind: "above", metal: "gold", grade: "22K", perVori: 1.5 })).toMatch(
      /whole number of taka/,
    );
    expect(await refused({ kind: "above", metal: "platinum", grade: "22K", perVori: 100 })).toMatch(
      /Metal must be gold or silver/,
    );
  });
});

describe("rate alerts on a live site", () => {
  it("takes subscriptions only from the browsers' push services, never an address of someone's choosing", async () => {
    const t = await createTestApp({ sampleData: false, localPushServices: false });
    const subscribe = (endpoint: string) =>
      t.request("/api/rate-alerts", {
        method: "PUT",
        json: {
          subscription: makePushDevice(endpoint).subscription,
          language: "en",
          rule: { kind: "every" },
        },
      });
    const refused = await subscribe("https://intranet.shop.lan/admin/delete-everything");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: "This browser's push service is not one the shop can send alerts to",
      code: "unknownPushService",
    });
    expect((await subscribe("http://127.0.0.1:9/push")).status).toBe(400);
    expect((await subscribe("https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91b")).status).toBe(200);
  });

  it("shows the owner, and only the owner, how many get alerts", async () => {
    const t = await createTestApp({ sampleData: false });
    expect((await t.request("/api/admin/rate-alerts")).status).toBe(401);
  });
});
