import { z } from "zod";
import { checkRule } from "../failed-check";
import { optionalText, requiredText } from "./text";

export const SMTP_SECURITY = ["starttls", "tls", "none"] as const;

/**
 * The ports a mail program hands email to its provider on: 587 (STARTTLS), 465 (TLS), 25, and 2525,
 * which some providers offer where the others are blocked. No other is taken, so the shop's server
 * cannot be turned on a service that is not a mail server.
 */
export const MAIL_PORTS = [587, 465, 25, 2525] as const;
export const isMailPort = (port: number): boolean => (MAIL_PORTS as readonly number[]).includes(port);

/** A host name or address: letters, digits, dots, hyphens, and the colons and brackets of IPv6. */
const HOST = /^[A-Za-z0-9.\-:[\]]+$/;

/**
 * The shop's mail server, which tells the owner of each new message by email. The password is
 * written, never read back: a blank one on saving keeps the stored one, for the same server only.
 * A username and password go over TLS or STARTTLS only, never in the clear.
 */
export const emailNotificationsInputSchema = z
  .object({
    enabled: z.boolean({ error: "Enabled must be true or false" }),
    // A blank one is told by "required" alone.
    host: requiredText("Mail server", 253).refine((value) => value === "" || HOST.test(value), {
      message: "Mail server must be a host name, such as smtp.gmail.com",
    }),
    port: z.number({ error: "Port must be a number" }).refine(isMailPort, {
      message: "Port must be a mail server's port: 587, 465, 25 or 2525",
      params: checkRule("mailPort"),
    }),
    security: z.enum(SMTP_SECURITY, { error: "Security must be STARTTLS, TLS or none" }),
    username: optionalText("Username", 200),
    password: optionalText("Password", 200),
    from: requiredText("From address", 254).pipe(
      z.email({ error: "From address must be an email address, such as shop@example.com" }),
    ),
  })
  .refine(
    (settings) => settings.security !== "none" || (settings.username === "" && settings.password === ""),
    {
      message: "Choose STARTTLS or TLS to sign in: a username and password are never sent unencrypted",
      path: ["security"],
      params: checkRule("mailSignInNeedsTls"),
    },
  );

/**
 * As the admin reads it back (blank until first saved): whether a password is stored, never the
 * password, and where the emails go (the admin's own email).
 */
export const emailNotificationsSchema = z.object({
  enabled: z.boolean(),
  host: z.string(),
  port: z.number().int(),
  security: z.enum(SMTP_SECURITY),
  username: z.string(),
  from: z.string(),
  passwordSet: z.boolean(),
  to: z.string(),
});

export const testEmailResponseSchema = z.object({ sentTo: z.string() });

export type EmailNotificationsInput = z.infer<typeof emailNotificationsInputSchema>;
export type EmailNotifications = z.infer<typeof emailNotificationsSchema>;
