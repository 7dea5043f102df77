import { z } from "zod";
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../account-limits";
import { checkRule } from "../failed-check";
import { refusalWords } from "../refusals";

// Every credential field answers a missing, non-text or empty value alike: "Please fill in all fields".
// Non-strings (`{"$ne": null}`, arrays, numbers) are refused by type before any lookup happens.
const filledSecret = z.string({ error: refusalWords("fillAllFields") }).min(1, refusalWords("fillAllFields"));
// Names and addresses are trimmed first, so spaces alone count as empty; passwords are taken as typed.
const filledText = z
  .string({ error: refusalWords("fillAllFields") })
  .trim()
  .min(1, refusalWords("fillAllFields"));

const secret = filledSecret.max(
  MAX_PASSWORD_LENGTH,
  `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
);

export const usernameSchema = filledText.refine((value) => /^[A-Za-z0-9._-]{3,50}$/.test(value), {
  message: refusalWords("usernameFormat"),
  params: checkRule("username"),
});

/** A code from the authenticator app ("123 456") or a recovery code ("k7m2q-x9d4r"), as typed. */
export const oneTimeCodeSchema = z
  .string({ error: refusalWords("twoFactorRequired") })
  .trim()
  .min(1, refusalWords("twoFactorRequired"))
  .max(32, refusalWords("invalidCode"));

export const loginRequestSchema = z.object({
  username: filledText.max(50),
  password: secret,
  /** Asked for once the password is right, when two-factor sign-in is on. */
  code: oneTimeCodeSchema.optional(),
});

export const adminSchema = z.object({ id: z.string(), username: z.string(), email: z.string() });

export const loginResponseSchema = z.object({ token: z.string(), admin: adminSchema });

export const changeUsernameRequestSchema = z.object({ newUsername: usernameSchema, password: secret });

/** Where the shop's notifications will go; asks for the password like a username change. */
export const emailSchema = filledText
  .max(MAX_EMAIL_LENGTH, refusalWords("emailFormat"))
  .pipe(z.email({ error: refusalWords("emailFormat") }));

export const changeEmailRequestSchema = z.object({ email: emailSchema, password: secret });

/** An email change keeps every session: it answers the admin as it now is. */
export const adminResponseSchema = z.object({ admin: adminSchema });

export const logoutResponseSchema = z.object({ signedOut: z.literal(true) });

export const newPasswordSchema = filledSecret
  .min(MIN_PASSWORD_LENGTH, refusalWords("passwordTooShort"))
  .max(MAX_PASSWORD_LENGTH, refusalWords("passwordTooLong"));

export const changePasswordRequestSchema = z.object({
  currentPassword: secret,
  newPassword: newPasswordSchema,
});

/** The admin form's own shape: the confirmation never leaves the browser. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: secret })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: refusalWords("passwordsDoNotMatch"),
    params: checkRule("passwordsMatch"),
    path: ["confirmPassword"],
  });

/** Both credential changes answer a fresh token: the old one is revoked by the change. */
export const credentialsChangedResponseSchema = loginResponseSchema;

export type Admin = z.infer<typeof adminSchema>;
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type ChangeUsernameRequest = z.infer<typeof changeUsernameRequestSchema>;
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
export type AdminResponse = z.infer<typeof adminResponseSchema>;
