import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import type { PushMessage } from "#core/schemas/push";
import { makePushDevice, startStandInPushService } from "../testing/stand-in-push-service";
import { createTestApp, type TestApp } from "../testing/test-app";
import { PushSubscriptionGone, sendPush } from "./push";

const MESSAGE = {
  firstName: "Rahima",
  lastName: "Khatun",
  phone: "01711-234567",
  message: "Is the bridal set still available? I can visit on Friday.",
};

describe("new-message pushes to the owner's devices", () => {
  let service: Awaited<ReturnType<typeof startStandInPushService>>;
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    service = await startStandInPushService();
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });
  afterEach(() => service.stop());

  const subscribe = async (device: ReturnType<typeof makePushDevice>) => {
    const response = await t.request("/api/admin/push/subscriptions", {
      method: "POST",
      token,
      json: device.subscription,
    });
    expect(response.status).toBe(201);
  };
  const send = () => t.request("/api/contact-messages", { method: "POST", json: MESSAGE });
  const pushed = (device: ReturnType<typeof makePushDevice>, index = 0) =>
    JSON.parse(device.decrypt(service.received[index]?.body ?? Buffer.alloc(0))) as PushMessage;

  it("encrypts the sender's name and first words for the device, signed with the server's key", async () => {
    const device = makePushDevice(`${service.url}/push/phone`);
    await subscribe(device);
    const response = await send();
    const { _id } = (await response.json()) as { _id: string };
    await t.notifications.notifier.drain();

    expect(service.received).toHaveLength(1);
    const request = service.received[0];
    expect(request?.path).toBe("/push/phone");
    expect(request?.headers["content-encoding"]).toBe("aes128gcm");
    expect(request?.headers.ttl).toBe("86400");
    expect(request?.headers.urgency).toBe("high");
    const { publicKey } = (await (await t.request("/api/admin/push", { token })).json()) as {
      publicKey: string;
    };
    const vapid = /^vapid t=([^,]+), k=(.+)$/.exec(request?.headers.authorization ?? "");
    expect(vapid?.[2]).toBe(publicKey);
    const claims = JSON.parse(Buffer.from(vapid?.[1]?.split(".")[1] ?? "", "base64url").toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({ aud: service.url, sub: "mailto:owner@example.com" });
    // Only the device's keys open it: the push service sees none of it.
    expect(request?.body.toString("utf8")).not.toContain("Rahima");
    expect(pushed(device)).toEqual({
      title: "New message from Rahima Khatun",
      body: MESSAGE.message,
      url: `/admin/settings/messages?id=${_id}`,
      unread: 1,
      tag: `message-${_id}`,
    });
  });

  it("forgets a device the push service says is gone, and sends it nothing more", async () => {
    const device = makePushDevice(`${service.url}/push/old-phone`);
    await subscribe(device);
    service.answerWith(410);
    await send();
    await t.notifications.notifier.drain();
    expect(t.repos.pushSubscriptions.all()).toEqual([]);
    expect(t.repos.notifications.nextDueAt()).toBeNull();
    await send();
    await t.notifications.notifier.drain();
    expect(service.received).toHaveLength(1);
  });

  it("answers the visitor while the push service is down, and pushes once it is back", async () => {
    const device = makePushDevice(`${service.url}/push/phone`);
    await subscribe(device);
    service.answerWith(503);
    expect((await send()).status).toBe(201);
    await t.notifications.notifier.drain();
    expect(t.repos.notifications.nextDueAt()).not.toBeNull();
    service.answerWith(201);
    t.advance(30_000);
    await t.notifications.notifier.drain();
    expect(service.received).toHaveLength(2);
    expect(pushed(device, 1).title).toBe("New message from Rahima Khatun");
    expect(t.repos.notifications.nextDueAt()).toBeNull();
  });

  it("sends a test push to the device asking, and stops once it turns notifications off", async () => {
    const device = makePushDevice(`${service.url}/push/laptop`);
    const test = () =>
      t.request("/api/admin/push/test", {
        method: "POST",
        token,
        json: { endpoint: device.subscription.endpoint },
      });
    expect(await (await test()).json()).toMatchObject({ code: "pushNotSubscribed" });
    await subscribe(device);
    expect(await (await test()).json()).toEqual({ subscribed: true });
    expect(pushed(device).title).toBe("Notifications are on");

    const off = await t.request("/api/admin/push/unsubscribe", {
      method: "POST",
      token,
      json: { endpoint: device.subscription.endpoint },
    });
    expect(await off.json()).toEqual({ subscribed: false });
    await send();
    await t.notifications.notifier.drain();
    expect(service.received).toHaveLength(1);
  });

  it.each([
    [
      { endpoint: "http://push.example/abc", keys: { p256dh: "abc", auth: "def" } },
      "endpoint",
      "Endpoint must be an HTTPS address",
    ],
    [
      { endpoint: "not a url", keys: { p256dh: "abc", auth: "def" } },
      "endpoint",
      "Endpoint must be a web address",
    ],
    [
      { endpoint: "https://push.example/abc", keys: { p256dh: "a b", auth: "def" } },
      "keys.p256dh",
      "keys.p256dh must be base64url",
    ],
  ])("refuses the subscription %j", async (json, path, message) => {
    const response = await t.request("/api/admin/push/subscriptions", { method: "POST", token, json });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [expect.objectContaining({ path, message })] });
  });
});

describe("sending one push", () => {
  const SENDER = { keys: webpush.generateVAPIDKeys(), subject: () => "mailto:owner@example.com" };
  const message = {
    title: "New message",
    body: "Rahima: hello",
    url: "/admin/messages",
    unread: 1,
    tag: "m1",
  };

  it("posts only to an HTTPS push service, unless a test stands one in on this machine", async () => {
    const service = await startStandInPushService();
    try {
      const device = makePushDevice(`${service.url}/push/phone`);
      await expect(
        sendPush({ ...SENDER, localServices: false }, device.subscription, message),
      ).rejects.toThrow(PushSubscriptionGone);
      expect(service.received).toEqual([]);
      await sendPush({ ...SENDER, localServices: true }, device.subscription, message);
      expect(service.received).toHaveLength(1);
    } finally {
      await service.stop();
    }
  });

  it("takes a subscription over plain HTTP only where a test stands a push service in", async () => {
    const live = await createTestApp({ sampleData: false, localPushServices: false });
    const token = await live.login();
    const subscribe = (endpoint: string) =>
      live.request("/api/admin/push/subscriptions", {
        method: "POST",
        token,
        json: { ...makePushDevice(endpoint).subscription },
      });
    const plain = await subscribe("http://127.0.0.1:9/push/phone");
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({
      issues: [expect.objectContaining({ path: "endpoint", message: "Endpoint must be an HTTPS address" })],
    });
    expect((await subscribe("https://push.example.com/push/phone")).status).toBe(201);
  });
  it("never follows a push service's redirect to another address", async () => {
    const elsewhere = await startStandInPushService();
    const redirecting = http.createServer((request, response) => {
      request.resume();
      response.writeHead(307, { location: `${elsewhere.url}/push/elsewhere` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, "127.0.0.1", resolve));
    const { port } = redirecting.address() as AddressInfo;
    try {
      const device = makePushDevice(`http://127.0.0.1:${port}/push/phone`);
      const sender = { ...SENDER, localServices: true };
      await expect(sendPush(sender, device.subscription, message)).rejects.toThrow(
        "The push service answered 307",
      );
      expect(elsewhere.received).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
      await elsewhere.stop();
    }
  });
});
