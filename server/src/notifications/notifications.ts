import { createSecretBox } from "../auth/secret-box";
import type { Repositories } from "../db/repositories";
import type { Logger } from "../logger";
import { createEmailSettings } from "./email-settings";
import { type LocateMailServer, locatePublicMailServer } from "./mail-server-address";
import { createMailer, type sendEmail } from "./mailer";
import { createNotifier } from "./notifier";
import { createRateAlertRounds } from "./rate-alert-rounds";
import type { VapidKeys } from "./vapid-keys";

/**
 * The owner's notifications (the mail server's settings, and what tells of each new message) and the
 * visitors' rate alerts, sent through the same outbox.
 */
export function createNotifications(options: {
  repos: Repositories;
  logger: Logger;
  now: () => Date;
  publicUrl?: string;
  /** The server's own secret (DATA_DIR/token-secret), which the mail server's password is sealed with. */
  secret: Uint8Array;
  /** The server's push key pair (DATA_DIR/vapid-keys.json). */
  vapidKeys: VapidKeys;
  /**
   * How the mail server is found: by default as a live site must, a mail port at a public address
   * only. A test names its own, the only way to a mail server on this machine.
   */
  locateMailServer?: LocateMailServer;
  /** A test's push service on this machine, over plain HTTP, may stand in for a real one: tests only. */
  localPushServices?: boolean;
  send?: typeof sendEmail;
}) {
  const emailSettings = createEmailSettings(
    options.repos,
    createSecretBox(
      options.secret,
      "mail server password",
      "enter the mail server's password again in the admin's Account Settings, under Email Notifications",
    ),
  );
  // A password stored before passwords were sealed is sealed now, so no backup made from here on holds it.
  emailSettings.sealStored();
  const mailer = createMailer({
    emailSettings,
    locate: options.locateMailServer ?? locatePublicMailServer,
    send: options.send,
  });
  const push = {
    keys: options.vapidKeys,
    localServices: options.localPushServices ?? false,
    // Push services may write to the owner about this server: by email, or else at the site.
    subject: () => {
      const email = emailSettings.recipient();
      if (email) return `mailto:${email}`;
      return options.publicUrl?.startsWith("https:") ? options.publicUrl : "mailto:owner@localhost";
    },
  };
  const notifier = createNotifier({
    repos: options.repos,
    emailSettings,
    mailer,
    push,
    logger: options.logger,
    now: options.now,
    publicUrl: options.publicUrl,
  });
  const rateAlertRounds = createRateAlertRounds({
    repos: options.repos,
    notifier,
    logger: options.logger,
    now: options.now,
  });
  return { emailSettings, mailer, push, notifier, rateAlertRounds };
}

export type Notifications = ReturnType<typeof createNotifications>;
