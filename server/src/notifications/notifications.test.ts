import { afterEach, describe, expect, it } from "vitest";
import { api } from "#core/api";
import type { EmailNotificationsInput } from "#core/schemas/email-notifications";
import { freePort, startLocalSmtp } from "../testing/local-smtp";
import { createTestApp, type TestApp } from "../testing/test-app";
import { sendEmail } from "./mailer";

const MESSAGE = {
  firstName: "Rahima",
  lastName: "Khatun",
  phone: "01711-234567",
  message: "Is the bridal set still available? I can visit on Friday.",
};

const mailServer = (port: number): EmailNotificationsInput => ({
  enabled: true,
  host: "127.0.0.1",
  port,
  security: "none",
  username: "",
  password: "",
  from: "shop@example.com",
});

/** Waits for `check` to hold, a few seconds at most: the email leaves after the visitor's answer. */
async function eventually(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 30));
  expect(check()).toBe(true);
}

describe("new-message emails through the shop's mail server", () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  const setUp = async (t: TestApp, settings: EmailNotificationsInput) => {
    const response = await t.request("/api/admin/notifications/email", {
      method: "PUT",
      token: await t.login(),
      json: settings,
    });
    expect(response.status).toBe(200);
  };
  const send = (t: TestApp) => t.request("/api/contact-messages", { method: "POST", json: MESSAGE });

  it("tells the owner of a new message by email: who, the number, the first words, and the link", async () => {
    const smtp = await startLocalSmtp();
    stops.push(smtp.stop);
    const t = await createTestApp({ sampleData: false, sendEmail, publicUrl: "https://shop.example" });
    await setUp(t, mailServer(smtp.port));
    const response = await send(t);
    expect(response.status).toBe(201);
    const { _id } = (await response.json()) as { _id: string };

    await eventually(() => smtp.received.length === 1);
    const email = smtp.received[0] ?? "";
    expect(email).toContain("Subject: New message from Rahima Khatun");
    expect(email).toContain("To: owner@example.com");
    expect(email).toContain("Rahima Khatun (01711-234567) wrote:");
    expect(email).toContain("Is the bridal set still available?");
    expect(email).toContain(`https://shop.example/admin/settings/messages?id=${_id}`);
  });

  it("answers the visitor at once while the mail server is down, and emails once it is back", async () => {
    const port = await freePort();
    const t = await createTestApp({ sampleData: false, sendEmail });
    await setUp(t, mailServer(port));
    expect((await send(t)).status).toBe(201);
    // The first try failed against the closed port: the email waits for its retry.
    await t.notifications.notifier.drain();
    expect(t.repos.notifications.nextDueAt()).toBe(new Date(t.now().getTime() + 30_000).toISOString());

    const smtp = await startLocalSmtp(port);
    stops.push(smtp.stop);
    await t.notifications.notifier.drain();
    expect(smtp.received).toHaveLength(0);
    t.advance(30_000);
    await t.notifications.notifier.drain();
    expect(smtp.received).toHaveLength(1);
    expect(t.repos.notifications.nextDueAt()).toBeNull();
  });

  it("waits longer after each failure, and gives up after two days", async () => {
    const t = await createTestApp({
      sampleData: false,
      sendEmail: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    });
    await setUp(t, mailServer(25));
    await send(t);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await t.notifications.notifier.drain();
      const next = Date.parse(t.repos.notifications.nextDueAt() ?? "");
      waits.push((next - t.now().getTime()) / 1000);
      t.advance(next - t.now().getTime());
    }
    expect(waits).toEqual([30, 60, 120, 240]);
    t.advance(48 * 60 * 60_000);
    await t.notifications.notifier.drain();
    expect(t.repos.notifications.nextDueAt()).toBeNull();
  });

  it("sends nothing while notifications are off, nor what waited when they were turned off", async () => {
    const t = await createTestApp({
      sampleData: false,
      sendEmail: async () => {
        throw new Error("down");
      },
    });
    await setUp(t, { ...mailServer(25), enabled: false });
    await send(t);
    expect(t.repos.notifications.nextDueAt()).toBeNull();
    await setUp(t, mailServer(25));
    await send(t);
    await t.notifications.notifier.drain();
    await setUp(t, { ...mailServer(25), enabled: false });
    t.advance(60_000);
    await t.notifications.notifier.drain();
    expect(t.repos.notifications.nextDueAt()).toBeNull();
  });
});

describe("the mail server's settings in the admin", () => {
  it("stores the password but never answers it; a blank one keeps it", async () => {
    const t = await createTestApp({ sampleData: false });
    const token = await t.login();
    const put = (json: unknown) =>
      t.request("/api/admin/notifications/email", { method: "PUT", token, json });
    const view = async () =>
      api.emailNotifications.response.parse(
        await (await t.request("/api/admin/notifications/email", { token })).json(),
      );
    expect(await view()).toEqual({
      enabled: false,
      host: "",
      port: 587,
      security: "starttls",
      username: "",
      from: "",
      passwordSet: false,
      to: "owner@example.com",
    });
    const settings = {
      ...mailServer(587),
      security: "starttls",
      username: "shop@example.com",
      password: "app password",
    };
    const saved = await put(settings);
    expect(JSON.stringify(await saved.json())).not.toContain("app password");
    expect(await view()).toMatchObject({
      host: "127.0.0.1",
      username: "shop@example.com",
      passwordSet: true,
    });
    await put({ ...settings, port: 465, security: "tls", password: "" });
    expect(t.notifications.emailSettings.stored()).toMatchObject({ port: 465, password: "app password" });
  });

  it.each([
    [{ host: "" }, "host", "Mail server is required"],
    [{ host: "smtp example" }, "host", "Mail server must be a host name, such as smtp.gmail.com"],
    [{ port: 70000 }, "port", "Port must be between 1 and 65535"],
    [{ security: "ssl" }, "security", "Security must be STARTTLS, TLS or none"],
    [{ from: "the shop" }, "from", "From address must be an email address, such as shop@example.com"],
  ])("refuses %j with a clear error", async (change, path, message) => {
    const t = await createTestApp({ sampleData: false });
    const response = await t.request("/api/admin/notifications/email", {
      method: "PUT",
      token: await t.login(),
      json: { ...mailServer(587), ...change },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [expect.objectContaining({ path, message })] });
  });

  it("sends a test email, or says why it could not", async () => {
    const smtp = await startLocalSmtp();
    const t = await createTestApp({ sampleData: false, sendEmail });
    const token = await t.login();
    const test = () => t.request("/api/admin/notifications/email/test", { method: "POST", token });
    expect(await (await test()).json()).toMatchObject({ code: "emailNotConfigured" });
    await t.request("/api/admin/notifications/email", { method: "PUT", token, json: mailServer(smtp.port) });
    const sent = await test();
    expect(await sent.json()).toEqual({ sentTo: "owner@example.com" });
    expect(smtp.received[0]).toContain("Subject: Test email from the shop's website");
    await smtp.stop();

    const failed = await test();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({
      error: expect.stringMatching(/^The test email could not be sent: .*ECONNREFUSED/),
      code: "testEmailFailed",
    });
  });
});
