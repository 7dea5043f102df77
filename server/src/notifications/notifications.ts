import type { Repositories } from "../db/repositories";
import type { Logger } from "../logger";
import { createEmailSettings } from "./email-settings";
import type { sendEmail } from "./mailer";
import { createNotifier } from "./notifier";

/** The owner's notifications: the mail server's settings, and what tells of each new message. */
export function createNotifications(options: {
  repos: Repositories;
  logger: Logger;
  now: () => Date;
  publicUrl?: string;
  send?: typeof sendEmail;
}) {
  const emailSettings = createEmailSettings(options.repos);
  return { emailSettings, notifier: createNotifier({ ...options, emailSettings }) };
}

export type Notifications = ReturnType<typeof createNotifications>;
