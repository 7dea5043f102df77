import type { RefusalCode } from "#core/refusals";
import { refusalWords } from "#core/refusals";

export type MailFailureCode = Extract<
  RefusalCode,
  | "emailPasswordUnreadable"
  | "emailServerNotPublic"
  | "emailPortNotAllowed"
  | "emailServerNotFound"
  | "emailConnectFailed"
  | "emailTimedOut"
  | "emailTlsFailed"
  | "emailLoginRefused"
  | "emailRefused"
>;

/**
 * Why an email could not be sent: a code the admin words in any language, with core's fixed sentence
 * as the message. What the mail server itself said is kept apart, as `detail`, for the server's log
 * only: it is the remote server's text, and repeating it to the admin would make the test email a
 * way to read whatever answers on a host and port.
 */
export class MailFailure extends Error {
  constructor(
    readonly code: MailFailureCode,
    readonly detail?: string,
  ) {
    super(refusalWords(code));
  }
}

/** Nodemailer's error codes (its `errors.js`), by what they mean for the settings the owner made. */
const BY_MAILER_CODE: Record<string, MailFailureCode> = {
  EDNS: "emailServerNotFound",
  ECONNECTION: "emailConnectFailed",
  ESOCKET: "emailConnectFailed",
  EPROXY: "emailConnectFailed",
  // What answered did not greet as a mail server does.
  EPROTOCOL: "emailConnectFailed",
  ETIMEDOUT: "emailTimedOut",
  ETLS: "emailTlsFailed",
  EREQUIRETLS: "emailTlsFailed",
  EAUTH: "emailLoginRefused",
  ENOAUTH: "emailLoginRefused",
};

/**
 * A socket error's own code, which nodemailer keeps as `originalCode`: a certificate that is not
 * trusted, or TLS spoken to a port that does not, fails the socket rather than the handshake.
 */
const TLS_SOCKET_CODE = /^(ERR_SSL_|ERR_TLS_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/;

interface MailerError {
  code?: unknown;
  originalCode?: unknown;
  message?: unknown;
}

/** What a failed send means, told by nodemailer's error code, never by the mail server's wording. */
export function mailFailure(error: unknown): MailFailure {
  if (error instanceof MailFailure) return error;
  const { code, originalCode, message } = (error ?? {}) as MailerError;
  const detail = [code, originalCode, message ?? String(error)].filter(Boolean).join(": ");
  if (typeof originalCode === "string" && TLS_SOCKET_CODE.test(originalCode))
    return new MailFailure("emailTlsFailed", detail);
  return new MailFailure((typeof code === "string" && BY_MAILER_CODE[code]) || "emailRefused", detail);
}
