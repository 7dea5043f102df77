import { afterEach, describe, expect, it } from "vitest";
import { startLocalSmtp } from "../testing/local-smtp";
import { type MailServer, sendEmail } from "./mailer";

const EMAIL = { to: "owner@example.com", subject: "New message", text: "Hello\n" };

describe("sending an email", () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  it("never signs in over a connection without TLS, whatever the settings hold", async () => {
    const smtp = await startLocalSmtp();
    stops.push(smtp.stop);
    // Settings saved before such were refused: a username and password, and no TLS.
    const server: MailServer = {
      enabled: true,
      host: "127.0.0.1",
      address: "127.0.0.1",
      port: smtp.port,
      security: "none",
      username: "shop@example.com",
      password: "app password",
      from: "shop@example.com",
    };
    await sendEmail(server, EMAIL);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.logins).toEqual([]);
  });
});
