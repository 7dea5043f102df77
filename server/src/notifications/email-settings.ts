import {
  type EmailNotifications,
  type EmailNotificationsInput,
  emailNotificationsInputSchema,
} from "#core/schemas/email-notifications";
import type { Repositories } from "../db/repositories";

const FLAG = "notify.email";

/** Stored as the admin saved it, password included; read back without it. */
export type StoredEmailSettings = EmailNotificationsInput;

const BLANK: Omit<EmailNotifications, "to"> = {
  enabled: false,
  host: "",
  port: 587,
  security: "starttls",
  username: "",
  from: "",
  passwordSet: false,
};

export function createEmailSettings(repos: Pick<Repositories, "flags" | "admins">) {
  const stored = (): StoredEmailSettings | null => {
    const raw = repos.flags.get(FLAG);
    const parsed = raw ? emailNotificationsInputSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  };
  /** Where notifications go: the admin's own email, blank until it is set. */
  const recipient = () => repos.admins.first()?.email ?? "";

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
    /** A blank password keeps the stored one: the form never holds it. */
    save(input: EmailNotificationsInput): void {
      const password = input.password === "" ? (stored()?.password ?? "") : input.password;
      repos.flags.set(FLAG, JSON.stringify({ ...input, password }));
    },
  };
}

export type EmailSettings = ReturnType<typeof createEmailSettings>;
