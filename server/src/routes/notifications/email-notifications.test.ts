import { randomBytes } from "node:crypto";
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { api } from "#core/api";
import { refusalWords } from "#core/refusals";
import type { EmailNotificationsInput } from "#core/schemas/email-notifications";
import { createSecretBox, isSealed } from "../../auth/secret-box";
import { createLogger, silentLogger } from "../../logger";
import { locatePublicMailServer } from "../../notifications/mail-server-address";
import { sendEmail } from "../../notifications/mailer";
import { createNotifications } from "../../notifications/notifications";
import { freePort, localMailServer, startLocalSmtp } from "../../testing/local-smtp";
import { createTestApp, type TestApp } from "../../testing/test-app";

const PATH = "/api/admin/notifications/email";
const FLAG = "notify.email";

const GMAIL: EmailNotificationsInput = {
  enabled: true,
  host: "smtp.gmail.com",
  port: 587,
  security: "starttls",
  username: "shop@gmail.com",
  password: "app password",
  from: "shop@gmail.com",
};

/** A mail server without TLS or a sign-in, which a test app finds on this machine. */
const LOCAL: EmailNotificationsInput = {
  ...GMAIL,
  host: "smtp.shop.test",
  security: "none",
  username: "",
  password: "",
  from: "shop@example.com",
};

async function signedIn(t: TestApp) {
  const token = await t.login();
  return {
    put: (json: unknown) => t.request(PATH, { method: "PUT", token, json }),
    view: async () => api.emailNotifications.response.parse(await (await t.request(PATH, { token })).json()),
    test: () => t.request(`${PATH}/test`, { method: "POST", token }),
  };
}

/** What is stored, as a backup would hold it. */
const storedRaw = (t: TestApp) => t.repos.flags.get(FLAG) ?? "";

describe("the mail server's settings in the admin", () => {
  it("stores the password sealed and never answers it; a blank one keeps it for the same server", async () => {
    const t = await createTestApp({ sampleData: false });
    const admin = await signedIn(t);
    expect(await admin.view()).toEqual({
      enabled: false,
      host: "",
      port: 587,
      security: "starttls",
      username: "",
      from: "",
      passwordSet: false,
      to: "owner@example.com",
    });
    const saved = await admin.put(GMAIL);
    expect(JSON.stringify(await saved.json())).not.toContain("app password");
    expect(await admin.view()).toMatchObject({ host: "smtp.gmail.com", passwordSet: true });
    // The database, and so every backup, holds the password unreadable without this server.
    expect(storedRaw(t)).not.toContain("app password");
    expect(isSealed(JSON.parse(storedRaw(t)).password)).toBe(true);
    expect(t.notifications.emailSettings.opened()?.password).toBe("app password");

    expect((await admin.put({ ...GMAIL, enabled: false, from: "news@gmail.com", password: "" })).status).toBe(
      200,
    );
    expect(t.notifications.emailSettings.opened()).toMatchObject({
      from: "news@gmail.com",
      password: "app password",
    });
  });

  it("seals a password stored before passwords were sealed, once at start", async () => {
    const t = await createTestApp({ sampleData: false });
    t.repos.flags.set(FLAG, JSON.stringify(GMAIL));
    const started = createNotifications({
      repos: t.repos,
      logger: silentLogger,
      now: t.now,
      secret: t.secret,
      vapidKeys: webpush.generateVAPIDKeys(),
    });
    expect(storedRaw(t)).not.toContain("app password");
    expect(started.emailSettings.opened()?.password).toBe("app password");
  });

  it.each([
    ["host", { host: "smtp.evil.example" }],
    ["port", { port: 465 }],
    ["security", { security: "tls" }],
    ["username", { username: "someone@gmail.com" }],
  ])("asks for the password again when the %s changes", async (_, change) => {
    const t = await createTestApp({ sampleData: false });
    const admin = await signedIn(t);
    await admin.put(GMAIL);
    const before = storedRaw(t);
    const refused = await admin.put({ ...GMAIL, ...change, password: "" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: refusalWords("emailPasswordAgain"),
      code: "emailPasswordAgain",
    });
    expect(storedRaw(t)).toBe(before);

    expect((await admin.put({ ...GMAIL, ...change, password: "new app password" })).status).toBe(200);
    expect(t.notifications.emailSettings.opened()).toMatchObject({ ...change, password: "new app password" });
  });

  it("forgets the password when the settings no longer sign in", async () => {
    const t = await createTestApp({ sampleData: false });
    const admin = await signedIn(t);
    await admin.put(GMAIL);
    expect((await admin.put(LOCAL)).status).toBe(200);
    expect(await admin.view()).toMatchObject({ host: "smtp.shop.test", passwordSet: false });
    expect(JSON.parse(storedRaw(t)).password).toBe("");
  });

  it.each([
    [{ host: "" }, "host", "Mail server is required"],
    [{ host: "smtp example" }, "host", "Mail server must be a host name, such as smtp.gmail.com"],
    [{ port: 70000 }, "port", "Port must be a mail server's port: 587, 465, 25 or 2525"],
    [{ port: 6379 }, "port", "Port must be a mail server's port: 587, 465, 25 or 2525"],
    [{ security: "ssl" }, "security", "Security must be STARTTLS, TLS or none"],
    [
      { security: "none" },
      "security",
      "Choose STARTTLS or TLS to sign in: a username and password are never sent unencrypted",
    ],
    [{ from: "the shop" }, "from", "From address must be an email address, such as shop@example.com"],
  ])("refuses %j with a clear error", async (change, path, message) => {
    const t = await createTestApp({ sampleData: false });
    const response = await (await signedIn(t)).put({ ...GMAIL, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ issues: [expect.objectContaining({ path, message })] });
  });
});

describe("a test email", () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  /** Something on this machine that answers as no mail server does, in words of its own. */
  async function chattyService() {
    const server = net.createServer((socket) => socket.end("554 internal-service-banner v1.2.3\r\n"));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    stops.push(() => new Promise((resolve) => server.close(() => resolve())));
    return (server.address() as net.AddressInfo).port;
  }

  it("is sent through the saved mail server to the owner's email", async () => {
    const smtp = await startLocalSmtp();
    stops.push(smtp.stop);
    const t = await createTestApp({
      sampleData: false,
      sendEmail,
      locateMailServer: localMailServer(smtp.port),
    });
    const admin = await signedIn(t);
    expect(await (await admin.test()).json()).toMatchObject({ code: "emailNotConfigured" });
    await admin.put(LOCAL);
    const sent = await admin.test();
    expect(await sent.json()).toEqual({ sentTo: "owner@example.com" });
    expect(smtp.received[0]).toContain("Subject: Test email from the shop's website");
  });

  it("says what kind of failure it was in fixed words, never the remote server's; the log has those", async () => {
    const logged: string[] = [];
    const port = await chattyService();
    const t = await createTestApp({
      sampleData: false,
      sendEmail,
      locateMailServer: localMailServer(port),
      logger: createLogger("warn", (line) => logged.push(line)),
    });
    const admin = await signedIn(t);
    await admin.put(LOCAL);
    const failed = await admin.test();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({
      error: refusalWords("emailConnectFailed"),
      code: "emailConnectFailed",
    });
    const [line] = logged
      .map((entry) => JSON.parse(entry))
      .filter((entry) => entry.msg === "test email not sent");
    expect(line).toMatchObject({ level: "warn", code: "emailConnectFailed" });
    expect(line.detail).toContain("554 internal-service-banner v1.2.3");
  });

  it.each([
    { when: "nothing listens", listen: freePort, settings: LOCAL, code: "emailConnectFailed" },
    {
      // The local server offers no STARTTLS, which these settings require.
      when: "STARTTLS is not offered",
      listen: async () => {
        const smtp = await startLocalSmtp();
        stops.push(smtp.stop);
        return smtp.port;
      },
      settings: GMAIL,
      code: "emailTlsFailed",
    },
  ] as const)("says $code when $when", async ({ listen, settings, code }) => {
    const t = await createTestApp({
      sampleData: false,
      sendEmail,
      locateMailServer: localMailServer(await listen()),
    });
    const admin = await signedIn(t);
    await admin.put(settings);
    const failed = await admin.test();
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: refusalWords(code), code });
  });

  it.each([["127.0.0.1"], ["localhost"], ["10.0.0.25"], ["169.254.169.254"]])(
    "goes nowhere but the public internet on a live site: not to %s",
    async (host) => {
      const t = await createTestApp({
        sampleData: false,
        sendEmail,
        locateMailServer: locatePublicMailServer,
      });
      const admin = await signedIn(t);
      await admin.put({ ...LOCAL, host, port: 25 });
      const refused = await admin.test();
      expect(refused.status).toBe(409);
      expect(await refused.json()).toEqual({
        error: refusalWords("emailServerNotPublic"),
        code: "emailServerNotPublic",
      });
    },
  );

  it("asks for the password again when the stored one cannot be opened on this server", async () => {
    const t = await createTestApp({ sampleData: false });
    const admin = await signedIn(t);
    await admin.put(GMAIL);
    const stored = JSON.parse(storedRaw(t));
    const elsewhere = createSecretBox(randomBytes(32), "mail server password", "").seal("app password");
    t.repos.flags.set(FLAG, JSON.stringify({ ...stored, password: elsewhere }));
    const refused = await admin.test();
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      error: refusalWords("emailPasswordUnreadable"),
      code: "emailPasswordUnreadable",
    });
    expect(t.sentEmails).toEqual([]);
  });
});
