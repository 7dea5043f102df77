import { z } from "zod";
import {
  type EmailNotifications,
  type EmailNotificationsInput,
  emailNotificationsSchema,
} from "#core/schemas/email-notifications";
import { isSealed, type SecretBox } from "../auth/secret-box";
import type { Repositories } from "../db/repositories";
import { MailFailure } from "./mail-failure";

const FLAG = "notify.email";

/**
 * As stored: what the admin reads back, with the password sealed (longer than it was typed). Read
 * as leniently as it may once have been written, so settings saved before a rule was added still
 * load: the form then marks what to change, and sending refuses what may not be used.
 */
const storedSchema = emailNotificationsSchema
  .omit({ passwordSet: true, to: true })
  .extend({ password: z.string() });

/** The saved settings; the password sealed, or blank when none is stored. */
export type StoredEmailSettings = z.infer<typeof storedSchema>;

/** The saved settings with the password opened, to send with: only ever held in memory. */
export type MailServerSettings = StoredEmailSettings;

const BLANK: Omit<EmailNotifications, "to"> = {
  enabled: false,
  host: "",
  port: 587,
  security: "starttls",
  username: "",
  from: "",
  passwordSet: false,
};

type Server = Pick<StoredEmailSettings, "host" | "port" | "security" | "username">;

/** What a stored password was given for: it is sent to that server, over that security, as that user, only. */
const sameServer = (a: Server, b: Server) =>
  a.host === b.host && a.port === b.port && a.security === b.security && a.username === b.username;

/**
 * The shop's mail server, kept in the database with its password sealed by `box`: a backup holds
 * the password unreadable without this server's secret.
 */
export function createEmailSettings(repos: Pick<Repositories, "flags" | "admins">, box: SecretBox) {
  const stored = (): StoredEmailSettings | null => {
    const raw = repos.flags.get(FLAG);
    const parsed = raw ? storedSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  };
  const write = (settings: StoredEmailSettings) => repos.flags.set(FLAG, JSON.stringify(settings));
  /** Where notifications go: the admin's own email, blank until it is set. */
  const recipient = () => repos.admins.first()?.email ?? "";
  /** The stored password that `input` may go on using: none once it names another server or user. */
  const keptPassword = (input: EmailNotificationsInput) => {
    const saved = stored();
    return saved && input.username !== "" && sameServer(saved, input) ? saved.password : "";
  };

  return {
    stored,
    recipient,
    /** For the admin to read: never the password. */
    view(): EmailNotifications {
      const settings = stored();
      if (!settings) return { ...BLANK, to: recipient() };
      const { password, ...rest } = settings;
      return { ...rest, passwordSet: password !== "", to: recipient() };
    },
    /**
     * Whether saving `input` needs the password typed again: it signs in, leaves the password blank,
     * and the stored one was given for another server. Kept, it would be sent wherever the settings
     * now point.
     */
    needsPasswordAgain(input: EmailNotificationsInput): boolean {
      return (
        input.password === "" &&
        input.username !== "" &&
        (stored()?.password ?? "") !== "" &&
        !keptPassword(input)
      );
    },
    /** A typed password is sealed; a blank one keeps the stored one for the same server and user only. */
    save(input: EmailNotificationsInput): void {
      write({ ...input, password: input.password === "" ? keptPassword(input) : box.seal(input.password) });
    },
    /** The saved settings to send with, the password opened; throws MailFailure when this server cannot open it. */
    opened(): MailServerSettings | null {
      const settings = stored();
      if (!settings?.password) return settings;
      try {
        return { ...settings, password: box.open(settings.password) };
      } catch {
        throw new MailFailure("emailPasswordUnreadable");
      }
    },
    /** Seals a password stored before passwords were sealed: call once at start. */
    sealStored(): void {
      const settings = stored();
      if (settings?.password && !isSealed(settings.password))
        write({ ...settings, password: box.seal(settings.password) });
    },
  };
}

export type EmailSettings = ReturnType<typeof createEmailSettings>;
