import nodemailer from "nodemailer";
import type { ContactMessage } from "#core/schemas/contact-message";
import type { StoredEmailSettings } from "./email-settings";

/** A mail server that does not answer is given up on after this, and the email tried again later. */
const SMTP_TIMEOUT_MS = 10_000;
/** The first words of a message an email quotes. */
const EMAIL_PREVIEW_CHARACTERS = 300;

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** Sends one email through the shop's mail server; rejects with the server's reason. */
export async function sendEmail(settings: StoredEmailSettings, email: Email): Promise<void> {
  const transport = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.security === "tls",
    requireTLS: settings.security === "starttls",
    ignoreTLS: settings.security === "none",
    auth: settings.username ? { user: settings.username, pass: settings.password } : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: settings.from, ...email });
  } finally {
    transport.close();
  }
}

/** The first `characters` of a message, cut at the limit with an ellipsis. */
export const firstWords = (text: string, characters: number) =>
  text.length > characters ? `${text.slice(0, characters).trimEnd()}…` : text;

/** The email that tells the owner a message arrived: who, how to call back, the first words, and where to read it. */
export function messageEmail(message: ContactMessage, to: string, publicUrl: string | undefined): Email {
  const sender = `${message.firstName} ${message.lastName}`;
  const link = publicUrl
    ? `\n\nRead and answer it in the admin:\n${new URL(`/admin/settings/messages?id=${message._id}`, publicUrl)}`
    : "";
  return {
    to,
    subject: `New message from ${sender}`,
    text: `${sender} (${message.phone}) wrote:\n\n${firstWords(message.message, EMAIL_PREVIEW_CHARACTERS)}${link}\n`,
  };
}
