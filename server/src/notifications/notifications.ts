import type { Repositories } from "../db/repositories";
import type { Logger } from "../logger";
import { createEmailSettings } from "./email-settings";
import type { sendEmail } from "./mailer";
import { createNotifier } from "./notifier";
import type { VapidKeys } from "./vapid-keys";

/** The owner's notifications: the mail server's settings, and what tells of each new message. */
export function createNotifications(options: {
  repos: Repositories;
  logger: Logger;
  now: () => Date;
  publicUrl?: string;
  /** The server's push key pair (DATA_DIR/vapid-keys.json). */
  vapidKeys: VapidKeys;
  send?: typeof sendEmail;
}) {
  const emailSettings = createEmailSettings(options.repos);
  const push = {
    keys: options.vapidKeys,
    // Push services may write to the owner about this server: by email, or else at the site.
    subject: () => {
      const email = emailSettings.recipient();
      if (email) return `mailto:${email}`;
      return options.publicUrl?.startsWith("https:") ? options.publicUrl : "mailto:owner@localhost";
    },
  };
  return { emailSettings, push, notifier: createNotifier({ ...options, emailSettings, push }) };
}

export type Notifications = ReturnType<typeof createNotifications>;
