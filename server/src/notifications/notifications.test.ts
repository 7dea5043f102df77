import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { refusalWords } from "#core/refusals";
import type { EmailNotificationsInput } from "#core/schemas/email-notifications";
import { createSecretBox } from "../auth/secret-box";
import { createLogger } from "../logger";
import { freePort, localMailServer, startLocalSmtp } from "../testing/local-smtp";
import { createTestApp, type TestApp } from "../testing/test-app";
import { publicMailServers } from "./mail-server-address";
import { type MailServer, sendEmail } from "./mailer";

const MESSAGE = {
  firstName: "Rahima",
  lastName: "Khatun",
  phone: "01711-234567",
  message: "Is the bridal set still available? I can visit on Friday.",
};

/** The shop's mail server as saved; a test app finds it on this machine (localMailServer). */
const MAIL_SERVER: EmailNotificationsInput = {
  enabled: true,
  host: "smtp.shop.test",
  port: 587,
  security: "none",
  username: "",
  password: "",
  from: "shop@example.com",
};

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
    const t = await createTestApp({
      sampleData: false,
      sendEmail,
      locateMailServer: localMailServer(smtp.port),
      publicUrl: "https://shop.example",
    });
    await setUp(t, MAIL_SERVER);
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
    const t = await createTestApp({ sampleData: false, sendEmail, locateMailServer: localMailServer(port) });
    await setUp(t, MAIL_SERVER);
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
    await setUp(t, MAIL_SERVER);
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
    await setUp(t, { ...MAIL_SERVER, enabled: false });
    await send(t);
    expect(t.repos.notifications.nextDueAt()).toBeNull();
    await setUp(t, MAIL_SERVER);
    await send(t);
    await t.notifications.notifier.drain();
    await setUp(t, { ...MAIL_SERVER, enabled: false });
    t.advance(60_000);
    await t.notifications.notifier.drain();
    expect(t.repos.notifications.nextDueAt()).toBeNull();
  });

  it("checks where the mail server is at each send: a name leading to a private address is not used", async () => {
    const addresses: Record<string, string[]> = { "smtp.shop.example": ["10.20.30.40"] };
    const connected: string[] = [];
    const logged: string[] = [];
    const t = await createTestApp({
      sampleData: false,
      logger: createLogger("warn", (line) => logged.push(line)),
      // A live site's rule, over a name server the test controls.
      locateMailServer: publicMailServers(async (host) =>
        (addresses[host] ?? []).map((address) => ({ address })),
      ),
      sendEmail: async (server: MailServer) => void connected.push(`${server.address}:${server.port}`),
    });
    await setUp(t, { ...MAIL_SERVER, host: "smtp.shop.example" });
    await send(t);
    await t.notifications.notifier.drain();
    expect(connected).toEqual([]);
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ msg: "notification not sent, will retry", code: "emailServerNotPublic" }),
    );

    addresses["smtp.shop.example"] = ["8.8.4.4"];
    t.advance(30_000);
    await t.notifications.notifier.drain();
    expect(connected).toEqual(["8.8.4.4:587"]);
    addresses["smtp.shop.example"] = ["10.20.30.40", "8.8.4.4"];
    await send(t);
    await t.notifications.notifier.drain();
    expect(connected).toEqual(["8.8.4.4:587"]);
    expect(t.repos.notifications.nextDueAt()).not.toBeNull();
  });

  it("says so when the stored password cannot be opened on this server, and tries again later", async () => {
    const logged: string[] = [];
    const t = await createTestApp({
      sampleData: false,
      logger: createLogger("warn", (line) => logged.push(line)),
    });
    await setUp(t, { ...MAIL_SERVER, security: "starttls", username: "shop", password: "app password" });
    // As a database restored onto another server holds it.
    const stored = JSON.parse(t.repos.flags.get("notify.email") ?? "{}");
    const elsewhere = createSecretBox(randomBytes(32), "mail server password", "").seal("app password");
    t.repos.flags.set("notify.email", JSON.stringify({ ...stored, password: elsewhere }));
    await send(t);
    await t.notifications.notifier.drain();
    expect(t.sentEmails).toEqual([]);
    expect(t.repos.notifications.nextDueAt()).not.toBeNull();
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({
        level: "warn",
        msg: "notification not sent, will retry",
        code: "emailPasswordUnreadable",
        error: refusalWords("emailPasswordUnreadable"),
      }),
    );
  });
});
