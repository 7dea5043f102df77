import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;

export const adminMessages = {
  fillAllFields: "Please fill in all fields",
  passwordsDoNotMatch: "New passwords do not match",
  passwordTooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `New password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  passwordTooCommon: "This password is too common: choose one that is harder to guess",
  invalidCredentials: "Invalid username or password",
  wrongPassword: "The password is incorrect",
  usernameFormat: "Username must be 3 to 50 characters: letters, digits, dot, underscore or hyphen",
  usernameUnchanged: "The new username is the same as the current one",
  emailFormat: "Please enter a valid email address, such as owner@example.com",
  emailUnchanged: "The new email is the same as the current one",
} as const;

// Every credential field answers a missing, non-text or empty value alike: "Please fill in all fields".
// Non-strings (`{"$ne": null}`, arrays, numbers) are refused by type before any lookup happens.
const filledSecret = z.string({ error: adminMessages.fillAllFields }).min(1, adminMessages.fillAllFields);
// Names and addresses are trimmed first, so spaces alone count as empty; passwords are taken as typed.
const filledText = z
  .string({ error: adminMessages.fillAllFields })
  .trim()
  .min(1, adminMessages.fillAllFields);

const secret = filledSecret.max(
  MAX_PASSWORD_LENGTH,
  `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
);

export const usernameSchema = filledText.regex(/^[A-Za-z0-9._-]{3,50}$/, adminMessages.usernameFormat);

export const loginRequestSchema = z.object({ username: filledText.max(50), password: secret });

export const adminSchema = z.object({ id: z.string(), username: z.string(), email: z.string() });

export const loginResponseSchema = z.object({ token: z.string(), admin: adminSchema });

export const changeUsernameRequestSchema = z.object({ newUsername: usernameSchema, password: secret });

/** Where the shop's notifications will go; asks for the password like a username change. */
export const emailSchema = filledText
  .max(MAX_EMAIL_LENGTH, adminMessages.emailFormat)
  .pipe(z.email({ error: adminMessages.emailFormat }));

export const changeEmailRequestSchema = z.object({ email: emailSchema, password: secret });

/** An email change keeps every session: it answers the admin as it now is. */
export const adminResponseSchema = z.object({ admin: adminSchema });

export const logoutResponseSchema = z.object({ signedOut: z.literal(true) });

export const newPasswordSchema = filledSecret
  .min(MIN_PASSWORD_LENGTH, adminMessages.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, adminMessages.passwordTooLong);

export const changePasswordRequestSchema = z.object({
  currentPassword: secret,
  newPassword: newPasswordSchema,
});

/** The admin form's own shape: the confirmation never leaves the browser. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: secret })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: adminMessages.passwordsDoNotMatch,
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
