import { describe, expect, it } from "vitest";
import { refusalWords } from "#core/refusals";
import { MailFailure, mailFailure } from "./mail-failure";

/** A nodemailer error as it rejects: its code, the socket's own, and the mail server's words. */
const mailerError = (code: string | undefined, message: string, originalCode?: string) =>
  Object.assign(new Error(message), { code, originalCode });

describe("what a failed email means", () => {
  it.each([
    ["ESOCKET", "connect ECONNREFUSED 203.0.113.7:587", "ECONNREFUSED", "emailConnectFailed"],
    ["ECONNECTION", "Connection closed unexpectedly", undefined, "emailConnectFailed"],
    ["EPROTOCOL", "Invalid greeting. response=554 go away", undefined, "emailConnectFailed"],
    ["EDNS", "getaddrinfo ENOTFOUND smtp.example", "ENOTFOUND", "emailServerNotFound"],
    ["ETIMEDOUT", "Greeting never received", undefined, "emailTimedOut"],
    ["ETLS", "Error upgrading connection with STARTTLS: 500 not recognized", undefined, "emailTlsFailed"],
    ["ESOCKET", "wrong version number", "ERR_SSL_WRONG_VERSION_NUMBER", "emailTlsFailed"],
    ["ESOCKET", "certificate has expired", "CERT_HAS_EXPIRED", "emailTlsFailed"],
    ["ESOCKET", "self-signed certificate", "DEPTH_ZERO_SELF_SIGNED_CERT", "emailTlsFailed"],
    ["EAUTH", "Invalid login: 535 5.7.8 Username and Password not accepted", undefined, "emailLoginRefused"],
    ["ENOAUTH", "Missing credentials", undefined, "emailLoginRefused"],
    ["EENVELOPE", "Mail command failed: 553 sender not owned by user", undefined, "emailRefused"],
    ["EMESSAGE", "Message failed: 552 too big", undefined, "emailRefused"],
    [undefined, "something else", undefined, "emailRefused"],
  ])("%s (%s) is %s", (code, message, originalCode, kind) => {
    expect(mailFailure(mailerError(code, message, originalCode)).code).toBe(kind);
  });

  it("says it in core's fixed words, keeping the mail server's own for the log only", () => {
    const failure = mailFailure(mailerError("EAUTH", "Invalid login: 535 banner of smtp.evil.example"));
    expect(failure.message).toBe(refusalWords("emailLoginRefused"));
    expect(failure.message).not.toContain("banner");
    expect(failure.detail).toBe("EAUTH: Invalid login: 535 banner of smtp.evil.example");
  });

  it("keeps a failure already told", () => {
    const told = new MailFailure("emailPasswordUnreadable");
    expect(mailFailure(told)).toBe(told);
  });
});
