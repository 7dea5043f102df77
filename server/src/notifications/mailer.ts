import net from "node:net";
import nodemailer from "nodemailer";
import type { ContactMessage } from "#core/schemas/contact-message";
import type { EmailSettings, MailServerSettings } from "./email-settings";
import { mailFailure } from "./mail-failure";
import { bareHost, type LocateMailServer } from "./mail-server-address";

/** A mail server that does not answer is given up on after this, and the email tried again later. */
const SMTP_TIMEOUT_MS = 10_000;
/** The first words of a message an email quotes. */
const EMAIL_PREVIEW_CHARACTERS = 300;

export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** The mail server to send through: its saved settings, the password opened, and where it was found. */
export type MailServer = MailServerSettings & { address: string };

/** Sends one email through `server`, connecting to its address; rejects with nodemailer's error. */
export async function sendEmail(server: MailServer, email: Email): Promise<void> {
  const name = bareHost(server.host);
  const transport = nodemailer.createTransport({
    host: server.address,
    port: server.port,
    // The certificate must be the saved name's, wherever that name was found.
    servername: net.isIP(name) ? undefined : name,
    secure: server.security === "tls",
    requireTLS: server.security === "starttls",
    ignoreTLS: server.security === "none",
    // Never a password over a connection without TLS: such settings are refused on saving, and any
    // saved before that sign in to nothing.
    auth:
      server.security !== "none" && server.username
        ? { user: server.username, pass: server.password }
        : undefined,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  try {
    await transport.sendMail({ from: server.from, ...email });
  } finally {
    transport.close();
  }
}

export type Mailer = ReturnType<typeof createMailer>;

/**
 * The shop's emails, through its mail server as saved: the password opened, the server found by
 * `locate` (on a live site, a mail port at a public address only), then the email sent there. The
 * test email and every notification go this one way.
 */
export function createMailer({
  emailSettings,
  locate,
  send = sendEmail,
}: {
  emailSettings: Pick<EmailSettings, "opened">;
  locate: LocateMailServer;
  /** How an email leaves once the server is found: nodemailer, or a test's stand-in. */
  send?: typeof sendEmail;
}) {
  return {
    /**
     * Rejects with a MailFailure: the kind of failure in core's fixed words, what the mail server
     * said only in its `detail`, for the log.
     */
    async send(email: Email): Promise<void> {
      try {
        const settings = emailSettings.opened();
        if (!settings) throw new Error("no mail server has been set");
        const { address, port } = await locate(settings.host, settings.port);
        await send({ ...settings, address, port }, email);
      } catch (error) {
        throw mailFailure(error);
      }
    },
  };
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
