import { describe, expect, it } from "vitest";
import { failedCheck } from "../failed-check";
import { type EmailNotificationsInput, emailNotificationsInputSchema } from "./email-notifications";

const GMAIL: EmailNotificationsInput = {
  enabled: true,
  host: "smtp.gmail.com",
  port: 587,
  security: "starttls",
  username: "shop@gmail.com",
  password: "abcd efgh ijkl mnop",
  from: "shop@gmail.com",
};

/** Each field at fault, with the check it failed, or nothing when the settings are taken. */
const faults = (change: Partial<Record<keyof EmailNotificationsInput, unknown>>) => {
  const parsed = emailNotificationsInputSchema.safeParse({ ...GMAIL, ...change });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        path: issue.path.join("."),
        message: issue.message,
        check: failedCheck(issue).check,
      }));
};

const PORT_REFUSED = {
  path: "port",
  message: "Port must be a mail server's port: 587, 465, 25 or 2525",
  check: "mailPort",
};

describe("the mail server's settings", () => {
  it.each([587, 465, 25, 2525])("take the mail port %i", (port) => {
    expect(faults({ port })).toEqual([]);
  });

  it.each([0, 22, 80, 443, 2587, 3306, 6379, 8080, 65_535, 70_000, 587.5, -587])(
    "refuse port %d, which no mail server takes email on",
    (port) => {
      expect(faults({ port })).toEqual([PORT_REFUSED]);
    },
  );

  it("say a port that is not a number is not one", () => {
    expect(faults({ port: "587" })).toEqual([
      { path: "port", message: "Port must be a number", check: "notNumber" },
    ]);
  });

  it.each([
    { username: "shop@gmail.com", password: "abcd efgh ijkl mnop" },
    { username: "shop@gmail.com", password: "" },
    { username: "", password: "abcd efgh ijkl mnop" },
  ])("refuse signing in without TLS or STARTTLS (%j), under Security", (credentials) => {
    expect(faults({ security: "none", ...credentials })).toEqual([
      {
        path: "security",
        message: "Choose STARTTLS or TLS to sign in: a username and password are never sent unencrypted",
        check: "mailSignInNeedsTls",
      },
    ]);
  });

  it.each(["starttls", "tls"] as const)("take a username and password over %s", (security) => {
    expect(faults({ security, port: security === "tls" ? 465 : 587 })).toEqual([]);
  });

  it("take a server without TLS when nothing is signed in with", () => {
    expect(faults({ security: "none", port: 25, username: "", password: "" })).toEqual([]);
  });
});
