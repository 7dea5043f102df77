import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { EmailNotifications } from "#core/schemas/email-notifications";
import { fakeApi, json } from "../../shared/testing/fake-api";
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

function server(
  saved: EmailNotifications,
  test: () => ReturnType<typeof json> = () => json({ sentTo: saved.to }),
) {
  return fakeApi(({ method, path, body }) => {
    if (path === "/api/admin/notifications/email" && method === "GET") return json(saved);
    if (path === "/api/admin/notifications/email" && method === "PUT") {
      const { password, ...rest } = body as EmailNotifications & { password: string };
      Object.assign(saved, rest, { passwordSet: saved.passwordSet || password !== "" });
      return json(saved);
    }
    if (path === "/api/admin/notifications/email/test") return test();
    return json([]);
  });
}

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

  it("says why the test email failed, in the mail server's words", async () => {
    const user = userEvent.setup();
    server(
      { ...BLANK, enabled: true, host: "smtp.gmail.com", from: "shop@gmail.com", passwordSet: true },
      () =>
        json(
          {
            error: "The test email could not be sent: Invalid login: 535 Bad credentials",
            code: "testEmailFailed",
          },
          502,
        ),
    );
    renderForm();
    const card = await screen.findByRole("region", { name: "Email Notifications" });
    await user.click(await within(card).findByRole("button", { name: "Send a Test Email" }));
    expect(
      await within(card).findByText("The test email could not be sent: Invalid login: 535 Bad credentials"),
    ).toBeTruthy();
  });

  it("asks for the owner's email first when none is set", async () => {
    server({ ...BLANK, to: "" });
    renderForm();
    expect(await screen.findByText("Set your email above first: notifications are sent to it.")).toBeTruthy();
  });
});
