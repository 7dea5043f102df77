import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { refusalWords } from "#core/refusals";
import type { EmailNotifications } from "#core/schemas/email-notifications";
import { fakeApi, json } from "../../data/testing/fake-api";
import { renderInAdmin } from "../testing/render-in-admin";
import { EmailNotificationsForm } from "./email-notifications-form";

const BLANK: EmailNotifications = {
  enabled: false,
  host: "",
  port: 587,
  security: "starttls",
  username: "",
  from: "",
  passwordSet: false,
  to: "owner@example.com",
};

const GMAIL: EmailNotifications = {
  ...BLANK,
  enabled: true,
  host: "smtp.gmail.com",
  username: "shop@gmail.com",
  from: "shop@gmail.com",
  passwordSet: true,
};

function server(
  saved: EmailNotifications,
  test: () => ReturnType<typeof json> = () => json({ sentTo: saved.to }),
  save: (body: EmailNotifications & { password: string }) => ReturnType<typeof json> | null = () => null,
) {
  return fakeApi(({ method, path, body }) => {
    if (path === "/api/admin/notifications/email" && method === "GET") return json(saved);
    if (path === "/api/admin/notifications/email" && method === "PUT") {
      const refused = save(body as EmailNotifications & { password: string });
      if (refused) return refused;
      const { password, ...rest } = body as EmailNotifications & { password: string };
      Object.assign(saved, rest, { passwordSet: saved.passwordSet || password !== "" });
      return json(saved);
    }
    if (path === "/api/admin/notifications/email/test") return test();
    return json([]);
  });
}

/** GMAIL as the form sends it: without what only the server answers. */
const { passwordSet: _, to: __, ...GMAIL_INPUT } = GMAIL;

const renderForm = () =>
  renderInAdmin(
    [{ path: "/admin/settings/account", element: <EmailNotificationsForm onDirtyChange={vi.fn()} /> }],
    "/admin/settings/account",
  );

describe("email notifications in Account Settings", () => {
  it("saves the mail server, checking each field first, and sends a test email once saved", async () => {
    const user = userEvent.setup();
    const saved = { ...BLANK };
    const requests = server(saved);
    renderForm();
    const card = await screen.findByRole("region", { name: "Email Notifications" });
    await user.click(
      await within(card).findByRole("switch", {
        name: "Email me when a message arrives, at owner@example.com",
      }),
    );
    await user.type(within(card).getByLabelText("Mail Server (SMTP)"), "smtp.gmail.com");
    await user.type(within(card).getByLabelText("SMTP Username"), "shop@gmail.com");
    await user.type(within(card).getByLabelText("SMTP Password"), "abcd efgh ijkl mnop");
    await user.type(within(card).getByLabelText("From Address"), "the shop");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(
      await within(card).findByText("From address must be an email address, such as shop@example.com"),
    ).toBeTruthy();
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
    expect(within(card).getByRole("button", { name: "Send a Test Email" }).hasAttribute("disabled")).toBe(
      true,
    );

    await user.clear(within(card).getByLabelText("From Address"));
    await user.type(within(card).getByLabelText("From Address"), "shop@gmail.com");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await within(card).findByText("Email settings saved.")).toBeTruthy();
    expect(requests.find((request) => request.method === "PUT")?.body).toEqual({
      enabled: true,
      host: "smtp.gmail.com",
      port: 587,
      security: "starttls",
      username: "shop@gmail.com",
      password: "abcd efgh ijkl mnop",
      from: "shop@gmail.com",
    });
    // The password is never read back: the field says one is stored.
    await waitFor(() =>
      expect(within(card).getByLabelText("SMTP Password").getAttribute("placeholder")).toBe(
        "Stored: leave blank to keep",
      ),
    );
    expect((within(card).getByLabelText("SMTP Password") as HTMLInputElement).value).toBe("");

    await user.click(within(card).getByRole("button", { name: "Send a Test Email" }));
    expect(
      await within(card).findByText(
        "A test email was sent to owner@example.com. Check the inbox (and the spam folder).",
      ),
    ).toBeTruthy();
  });

  it("says why the test email failed", async () => {
    const user = userEvent.setup();
    server({ ...GMAIL }, () =>
      json({ error: refusalWords("emailLoginRefused"), code: "emailLoginRefused" }, 502),
    );
    renderForm();
    const card = await screen.findByRole("region", { name: "Email Notifications" });
    await user.click(await within(card).findByRole("button", { name: "Send a Test Email" }));
    expect(
      await within(card).findByText(
        "The email could not be sent: the mail server refused the username or password.",
      ),
    ).toBeTruthy();
  });

  it("asks for the password again once the server it was saved for changes, and shows the refusal under it", async () => {
    const user = userEvent.setup();
    const requests = server({ ...GMAIL }, undefined, ({ password }) =>
      password === ""
        ? json({ error: refusalWords("emailPasswordAgain"), code: "emailPasswordAgain" }, 400)
        : null,
    );
    renderForm();
    const card = await screen.findByRole("region", { name: "Email Notifications" });
    const password = await within(card).findByLabelText("SMTP Password");
    expect(password.getAttribute("placeholder")).toBe("Stored: leave blank to keep");

    const host = within(card).getByLabelText("Mail Server (SMTP)");
    await user.clear(host);
    await user.type(host, "smtp.evil.example");
    expect(password.getAttribute("placeholder")).toBe("Enter the password again");
    expect(
      within(card).getByText(
        "The server, port, security or username changed: enter the password again. It is only sent to the server it was saved for.",
      ),
    ).toBeTruthy();
    await user.clear(host);
    await user.type(host, "smtp.gmail.com");
    expect(password.getAttribute("placeholder")).toBe("Stored: leave blank to keep");
    await user.clear(within(card).getByLabelText("Port"));
    await user.type(within(card).getByLabelText("Port"), "465");
    await user.selectOptions(within(card).getByLabelText("Security"), "tls");
    expect(password.getAttribute("placeholder")).toBe("Enter the password again");

    await user.click(within(card).getByRole("button", { name: "Save" }));
    const refusal = await within(card).findByText(refusalWords("emailPasswordAgain"));
    expect(password.getAttribute("aria-describedby")).toContain(refusal.id);
    expect(password.getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(password));
    // Nothing typed is lost.
    expect((within(card).getByLabelText("Port") as HTMLInputElement).value).toBe("465");
    expect((within(card).getByLabelText("Security") as HTMLSelectElement).value).toBe("tls");

    await user.type(password, "new app password");
    await user.click(within(card).getByRole("button", { name: "Save" }));
    expect(await within(card).findByText("Email settings saved.")).toBeTruthy();
    expect(requests.filter((request) => request.method === "PUT").map((request) => request.body)).toEqual([
      { ...GMAIL_INPUT, port: 465, security: "tls", password: "" },
      { ...GMAIL_INPUT, port: 465, security: "tls", password: "new app password" },
    ]);
  });

  it.each([
    [
      "a port no mail server takes email on",
      { port: "8080" },
      "Port must be a mail server's port: 587, 465, 25 or 2525",
    ],
    [
      "signing in without TLS",
      { security: "none" },
      "Choose STARTTLS or TLS to sign in: a username and password are never sent unencrypted",
    ],
  ])("refuses %s before asking the server", async (_, change, message) => {
    const user = userEvent.setup();
    const requests = server({ ...GMAIL });
    renderForm();
    const card = await screen.findByRole("region", { name: "Email Notifications" });
    if ("port" in change) {
      await user.clear(await within(card).findByLabelText("Port"));
      await user.type(within(card).getByLabelText("Port"), change.port);
    } else {
      await user.selectOptions(await within(card).findByLabelText("Security"), change.security);
    }
    await user.click(within(card).getByRole("button", { name: "Save" }));
    const error = await within(card).findByText(message);
    const field = within(card).getByLabelText("port" in change ? "Port" : "Security");
    expect(field.getAttribute("aria-describedby")).toContain(error.id);
    expect(requests.some((request) => request.method === "PUT")).toBe(false);
  });

  it("asks for the owner's email first when none is set", async () => {
    server({ ...BLANK, to: "" });
    renderForm();
    expect(await screen.findByText("Set your email above first: notifications are sent to it.")).toBeTruthy();
  });
});
