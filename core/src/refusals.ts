import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./account-limits";
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, UPLOAD_FIELD } from "./uploaded-image";

/** An HTTP status the API refuses with: a client's fault, or the server's, never a success. */
type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/**
 * Every refusal the API names, by the code it answers with (`{ "error": words, "code": code }`),
 * with its status and its words in English, the API's own. The server refuses only through this
 * table (`refuse(code)`); each client words a code in the page's language from its own table, which
 * the type checker holds to these codes. Told apart by code, never by wording.
 */
export const REFUSALS = {
  // The account (ADR 030 for the codes).
  fillAllFields: [400, "Please fill in all fields"],
  passwordsDoNotMatch: [400, "New passwords do not match"],
  passwordTooShort: [400, `New password must be at least ${MIN_PASSWORD_LENGTH} characters long`],
  passwordTooLong: [400, `New password must be at most ${MAX_PASSWORD_LENGTH} characters long`],
  passwordTooCommon: [400, "This password is too common: choose one that is harder to guess"],
  invalidCredentials: [401, "Invalid username or password"],
  wrongPassword: [403, "The password is incorrect"],
  usernameFormat: [400, "Username must be 3 to 50 characters: letters, digits, dot, underscore or hyphen"],
  usernameUnchanged: [400, "The new username is the same as the current one"],
  usernameTaken: [409, "That username is already taken"],
  passwordUnchanged: [400, "The new password must be different from the current one"],
  emailFormat: [400, "Please enter a valid email address, such as owner@example.com"],
  emailUnchanged: [400, "The new email is the same as the current one"],
  // Why an admin call was refused its session.
  sessionMissing: [401, "Sign in to continue"],
  sessionInvalid: [401, "Your session is not valid. Please sign in again."],
  sessionExpired: [401, "Your session has expired. Please sign in again."],
  sessionRevoked: [
    401,
    "Your sign-in details were changed, so this session has ended. Please sign in again.",
  ],
  sessionSignedOut: [401, "This session was signed out. Please sign in again."],
  // The list of signed-in devices.
  deviceNotSignedIn: [404, "That device is no longer signed in"],
  // Two-factor sign-in.
  twoFactorRequired: [401, "Enter the 6-digit code from your authenticator app"],
  invalidCode: [
    401,
    "That code is not right. Enter the code your authenticator app shows now, or a recovery code.",
  ],
  setupCodeWrong: [
    400,
    "That code is not right. Enter the code the authenticator app shows now for the QR code above.",
  ],
  codeAlreadyUsed: [401, "That code was used already. Wait for the next one and enter it."],
  tooManyCodes: [
    429,
    "Too many wrong codes were entered for this account, so the next one must wait. A browser you have signed in from before goes straight in.",
  ],
  twoFactorAlreadyOn: [409, "Two-factor sign-in is already on"],
  twoFactorNotOn: [409, "Two-factor sign-in is not on"],
  twoFactorSetupMissing: [409, "Start the setup again: scan the new QR code, then enter its code"],
  twoFactorUnreadable: [
    500,
    "This server cannot check authenticator codes (was the shop restored onto another server?). Sign in with a recovery code, or run npm run admin -- reset-password --turn-off-two-factor on the server.",
  ],
  // Email notifications.
  emailNotConfigured: [409, "Save the mail server's settings first"],
  noAdminEmail: [409, "Set your email above first: notifications are sent to it"],
  emailPasswordAgain: [
    400,
    "Enter the mail server's password again: it is only sent to the server it was saved for",
  ],
  emailPasswordUnreadable: [
    409,
    "The saved mail server password cannot be opened on this server (was the shop restored onto another one?). Enter the password again and save.",
  ],
  // Why an email could not be sent, by kind: the mail server's own words go to the server's log only.
  emailServerNotPublic: [
    409,
    "The email could not be sent: the mail server's address is not on the public internet. Enter your email provider's mail server, such as smtp.gmail.com.",
  ],
  emailPortNotAllowed: [
    409,
    "The email could not be sent: the saved port is not a mail server's port. Choose 587, 465, 25 or 2525 and save.",
  ],
  emailServerNotFound: [
    502,
    "The email could not be sent: no mail server by that name was found. Check its spelling.",
  ],
  emailConnectFailed: [
    502,
    "The email could not be sent: no mail server answered at that name and port. Check them, and that the server is online.",
  ],
  emailTimedOut: [
    502,
    "The email could not be sent: the mail server did not answer in time. Check the port and the security setting.",
  ],
  emailTlsFailed: [
    502,
    "The email could not be sent: a secure connection to the mail server failed. Check the security setting: STARTTLS usually goes with port 587, TLS with port 465.",
  ],
  emailLoginRefused: [502, "The email could not be sent: the mail server refused the username or password."],
  emailRefused: [
    502,
    "The email could not be sent: the mail server did not accept it. Check the From address: many servers send only from the account's own address.",
  ],
  pushNotSubscribed: [404, "This device does not receive notifications yet: turn them on first"],
  // Visitors' rate alerts.
  unknownPushService: [400, "This browser's push service is not one the shop can send alerts to"],
  rateAlertNotFound: [404, "This browser does not receive rate alerts"],
  rateAlertsFull: [503, "Rate alerts cannot take more subscribers just now: please try again later"],
  testPushFailed: [
    502,
    "The test notification could not be sent. Turn notifications off and on again on this device.",
  ],
  // Backups.
  backupNotFound: [404, "That backup no longer exists"],
  backupLinkExpired: [
    410,
    "This download link has expired or was used already. Download the backup again from the admin.",
  ],
  backupFailed: [
    500,
    "The backup could not be written. Check the free space on the server's disk and try again.",
  ],
  // Restoring one.
  backupNotAnArchive: [
    400,
    "This file is not a backup of this shop: choose a shop-….tar.gz downloaded from Backups",
  ],
  backupDamaged: [422, "This backup is damaged and cannot be restored: choose another one"],
  backupFromNewerRelease: [
    409,
    "This backup was made by a newer version of the shop's software: update the server first, then restore it",
  ],
  backupTooLargeForDisk: [413, "This backup does not fit on the server's disk: free some space first"],
  restoreFailed: [500, "The backup could not be restored. The shop's data is as it was."],
  shopRestoring: [503, "The shop is being restored from a backup. Try again in a minute."],
  // Offsite copies: what the storage answered.
  offsiteUnreachable: [
    502,
    "The storage could not be reached at that endpoint URL. Check the address, and that the server is online.",
  ],
  offsiteWrongKeyId: [
    502,
    "The storage does not know this access key ID. Copy it again from the storage's website.",
  ],
  offsiteWrongSecret: [
    502,
    "The secret key does not match the access key ID. Copy it again from the storage's website.",
  ],
  offsiteNoSuchBucket: [
    502,
    "The storage has no bucket by that name. Check its spelling, or create the bucket first.",
  ],
  offsiteWrongRegion: [
    502,
    "The bucket is in another region. Enter the region the storage's website shows for it.",
  ],
  offsiteAccessDenied: [
    502,
    "The storage took the key but refused the bucket: give the key permission to list, write and delete files in it.",
  ],
  offsiteSecretUnreadable: [
    409,
    "The saved secret key cannot be opened on this server (was the shop restored onto another one?). Enter the secret key again and save.",
  ],
  offsiteFailed: [502, "The storage refused the copy."],
  offsiteCleanupFailed: [502, "The copy was made, but older copies could not be removed from the storage."],
  offsiteNotSet: [409, "No offsite storage is set: fill in the offsite settings and save them first."],
  offsiteCopyNotFound: [404, "The storage holds no copy by that name any more."],
  // Sign-in throttles: the wait goes in Retry-After, for the client to word.
  tooManyAttempts: [429, "Too many sign-in attempts."],
  passwordChecksBusy: [429, "The server is busy checking other sign-ins. Please try again in a moment."],
  // Photos.
  photoMissing: [400, `Choose a photo to upload (send it in the "${UPLOAD_FIELD}" field)`],
  photoTooManyFiles: [400, "Send one photo at a time"],
  photoBadName: [400, 'The file name must not contain folders or ".."; rename the photo and try again'],
  photoTooLarge: [413, `The photo is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB; send a smaller one`],
  // The server's image library reads no HEVC, so an iPhone's HEIC is refused with a way out.
  photoNotAPhoto: [
    415,
    "This file is not a photo the site can use: send a JPEG, PNG, WebP or AVIF photo (an iPhone's HEIC photo can be shared as JPEG)",
  ],
  photoTooManyPixels: [
    413,
    `The photo has more than ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels; send a smaller one`,
  ],
  photoDamaged: [422, "The photo could not be read: the file is damaged or incomplete"],
  // The featured pieces' order: a piece in it was unfeatured (or deleted) meanwhile, elsewhere.
  featuredOrderStale: [
    409,
    "A piece in this order is no longer featured: reload the featured pieces and save the order again",
  ],
  // Collections.
  collectionSlugTaken: [409, "Another collection already has this address (slug): choose another one"],
  collectionPieceMissing: [
    400,
    "A piece of this collection is no longer in the catalogue: remove it from the list and save again",
  ],
  // The contact form.
  tooManyMessages: [429, "Too many messages were sent from this connection: please call us instead."],
  idempotencyKeyReused: [
    422,
    "This Idempotency-Key was already used for a different message. Send a new message with a new key.",
  ],
} as const satisfies Record<string, readonly [RefusalStatus, string]>;

export type RefusalCode = keyof typeof REFUSALS;

/** The refusals a visitor can meet on the public site: the site words them; the rest are the admin's. */
export type SiteRefusalCode = Extract<
  RefusalCode,
  "tooManyMessages" | "idempotencyKeyReused" | "unknownPushService" | "rateAlertNotFound" | "rateAlertsFull"
>;
export type AdminRefusalCode = Exclude<RefusalCode, SiteRefusalCode>;

export const isRefusalCode = (code: string | undefined): code is RefusalCode =>
  code !== undefined && Object.hasOwn(REFUSALS, code);

/** A refusal's words in English, as the API answers them. */
export const refusalWords = (code: RefusalCode): string => REFUSALS[code][1];
