import { z } from "zod";
import { checkRule } from "../failed-check";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;
export const MAX_EMAIL_LENGTH = 254;

/** The admin's refusals (the account, two-factor, notifications, backups), by the code the API answers them with (`code`), so a client may word them itself. */
export const adminRefusals = {
  fillAllFields: "Please fill in all fields",
  passwordsDoNotMatch: "New passwords do not match",
  passwordTooShort: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`,
  passwordTooLong: `New password must be at most ${MAX_PASSWORD_LENGTH} characters long`,
  passwordTooCommon: "This password is too common: choose one that is harder to guess",
  invalidCredentials: "Invalid username or password",
  wrongPassword: "The password is incorrect",
  usernameFormat: "Username must be 3 to 50 characters: letters, digits, dot, underscore or hyphen",
  usernameUnchanged: "The new username is the same as the current one",
  usernameTaken: "That username is already taken",
  passwordUnchanged: "The new password must be different from the current one",
  emailFormat: "Please enter a valid email address, such as owner@example.com",
  emailUnchanged: "The new email is the same as the current one",
  // Why an admin call was refused its session.
  sessionMissing: "Sign in to continue",
  sessionInvalid: "Your session is not valid. Please sign in again.",
  sessionExpired: "Your session has expired. Please sign in again.",
  sessionRevoked: "Your sign-in details were changed, so this session has ended. Please sign in again.",
  sessionSignedOut: "This session was signed out. Please sign in again.",
  // The list of signed-in devices.
  deviceNotSignedIn: "That device is no longer signed in",
  // Two-factor sign-in.
  twoFactorRequired: "Enter the 6-digit code from your authenticator app",
  invalidCode: "That code is not right. Enter the code your authenticator app shows now, or a recovery code.",
  codeAlreadyUsed: "That code was used already. Wait for the next one and enter it.",
  tooManyCodes:
    "Too many wrong codes were entered for this account, so the next one must wait. A browser you have signed in from before goes straight in.",
  twoFactorAlreadyOn: "Two-factor sign-in is already on",
  twoFactorNotOn: "Two-factor sign-in is not on",
  twoFactorSetupMissing: "Start the setup again: scan the new QR code, then enter its code",
  twoFactorUnreadable:
    "This server cannot check authenticator codes (was the shop restored onto another server?). Sign in with a recovery code, or run npm run admin -- reset-password --turn-off-two-factor on the server.",
  // Email notifications.
  emailNotConfigured: "Save the mail server's settings first",
  noAdminEmail: "Set your email above first: notifications are sent to it",
  emailPasswordAgain:
    "Enter the mail server's password again: it is only sent to the server it was saved for",
  emailPasswordUnreadable:
    "The saved mail server password cannot be opened on this server (was the shop restored onto another one?). Enter the password again and save.",
  // Why an email could not be sent, by kind: the mail server's own words go to the server's log only.
  emailServerNotPublic:
    "The email could not be sent: the mail server's address is not on the public internet. Enter your email provider's mail server, such as smtp.gmail.com.",
  emailPortNotAllowed:
    "The email could not be sent: the saved port is not a mail server's port. Choose 587, 465, 25 or 2525 and save.",
  emailServerNotFound:
    "The email could not be sent: no mail server by that name was found. Check its spelling.",
  emailConnectFailed:
    "The email could not be sent: no mail server answered at that name and port. Check them, and that the server is online.",
  emailTimedOut:
    "The email could not be sent: the mail server did not answer in time. Check the port and the security setting.",
  emailTlsFailed:
    "The email could not be sent: a secure connection to the mail server failed. Check the security setting: STARTTLS usually goes with port 587, TLS with port 465.",
  emailLoginRefused: "The email could not be sent: the mail server refused the username or password.",
  emailRefused:
    "The email could not be sent: the mail server did not accept it. Check the From address: many servers send only from the account's own address.",
  pushNotSubscribed: "This device does not receive notifications yet: turn them on first",
  testPushFailed: "The test notification could not be sent",
  // Backups.
  backupNotFound: "That backup no longer exists",
  backupLinkExpired:
    "This download link has expired or was used already. Download the backup again from the admin.",
  backupFailed: "The backup could not be written. Check the free space on the server's disk and try again.",
  // Offsite copies: what the storage answered.
  offsiteUnreachable:
    "The storage could not be reached at that endpoint URL. Check the address, and that the server is online.",
  offsiteWrongKeyId:
    "The storage does not know this access key ID. Copy it again from the storage's website.",
  offsiteWrongSecret:
    "The secret key does not match the access key ID. Copy it again from the storage's website.",
  offsiteNoSuchBucket:
    "The storage has no bucket by that name. Check its spelling, or create the bucket first.",
  offsiteWrongRegion: "The bucket is in another region. Enter the region the storage's website shows for it.",
  offsiteAccessDenied:
    "The storage took the key but refused the bucket: give the key permission to list, write and delete files in it.",
  offsiteSecretUnreadable:
    "The saved secret key cannot be opened on this server (was the shop restored onto another one?). Enter the secret key again and save.",
  offsiteFailed: "The storage refused the copy.",
  offsiteCleanupFailed: "The copy was made, but older copies could not be removed from the storage.",
} as const;

/** What the API may answer as `code`: the refusals above, and the password throttle's. */
export type AdminRefusal = keyof typeof adminRefusals | "tooManyAttempts";

// Every credential field answers a missing, non-text or empty value alike: "Please fill in all fields".
// Non-strings (`{"$ne": null}`, arrays, numbers) are refused by type before any lookup happens.
const filledSecret = z.string({ error: adminRefusals.fillAllFields }).min(1, adminRefusals.fillAllFields);
// Names and addresses are trimmed first, so spaces alone count as empty; passwords are taken as typed.
const filledText = z
  .string({ error: adminRefusals.fillAllFields })
  .trim()
  .min(1, adminRefusals.fillAllFields);

const secret = filledSecret.max(
  MAX_PASSWORD_LENGTH,
  `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
);

export const usernameSchema = filledText.refine((value) => /^[A-Za-z0-9._-]{3,50}$/.test(value), {
  message: adminRefusals.usernameFormat,
  params: checkRule("username"),
});

/** A code from the authenticator app ("123 456") or a recovery code ("k7m2q-x9d4r"), as typed. */
export const oneTimeCodeSchema = z
  .string({ error: adminRefusals.twoFactorRequired })
  .trim()
  .min(1, adminRefusals.twoFactorRequired)
  .max(32, adminRefusals.invalidCode);

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
  .max(MAX_EMAIL_LENGTH, adminRefusals.emailFormat)
  .pipe(z.email({ error: adminRefusals.emailFormat }));

export const changeEmailRequestSchema = z.object({ email: emailSchema, password: secret });

/** An email change keeps every session: it answers the admin as it now is. */
export const adminResponseSchema = z.object({ admin: adminSchema });

export const logoutResponseSchema = z.object({ signedOut: z.literal(true) });

export const newPasswordSchema = filledSecret
  .min(MIN_PASSWORD_LENGTH, adminRefusals.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, adminRefusals.passwordTooLong);

export const changePasswordRequestSchema = z.object({
  currentPassword: secret,
  newPassword: newPasswordSchema,
});

/** The admin form's own shape: the confirmation never leaves the browser. */
export const changePasswordFormSchema = changePasswordRequestSchema
  .extend({ confirmPassword: secret })
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: adminRefusals.passwordsDoNotMatch,
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
