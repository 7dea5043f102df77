import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ApiHandler, SentRequest } from "../../data/testing/fake-api";
import { renderSettingsAdmin, settingsApi } from "../testing/settings-admin";

afterEach(() => {
  vi.unstubAllGlobals();
});

const fresh = (username: string) => ({ token: "fresh-token", admin: { id: "1", username, email: "" } });

const server = (answer: ApiHandler) => settingsApi(answer).requests;

const puts = (requests: SentRequest[]) => requests.filter((request) => request.method === "PUT");

describe("Account Settings", () => {
  it("shows the current username, read-only", async () => {
    server(() => ({ status: 500, body: {} }));
    renderSettingsAdmin("/admin/settings/account");
    const current = (await screen.findByLabelText("Current Username")) as HTMLInputElement;
    expect(current.value).toBe("owner");
    expect(current.readOnly).toBe(true);
    expect(screen.getByRole("heading", { level: 1, name: "Account Settings" })).toBeTruthy();
  });

  it("links to each of its parts, each a heading on the page", async () => {
    server(() => ({ status: 500, body: {} }));
    renderSettingsAdmin("/admin/settings/account");
    const parts = await screen.findByRole("navigation", { name: "Parts of this page" });
    const links = within(parts).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Sign-in",
      "Two-Factor Login",
      "Signed-in Devices",
      "Notifications",
    ]);
    for (const link of links) {
      const target = document.getElementById(link.getAttribute("href")?.slice(1) ?? "");
      expect(target?.tagName, link.textContent ?? "").toBe("H2");
      expect(target?.textContent).toBe(link.textContent);
    }
  });

  it("asks for every field before changing the username", async () => {
    const user = userEvent.setup();
    const requests = server(() => ({ status: 500, body: {} }));
    renderSettingsAdmin("/admin/settings/account");
    await user.type(await screen.findByLabelText("New Username"), "shopowner");
    await user.click(screen.getByRole("button", { name: "Change Username" }));

    expect(await screen.findByText("Please fill in all fields")).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it("changes the username and carries on with the fresh token", async () => {
    const user = userEvent.setup();
    localStorage.setItem("adminToken", "t");
    const requests = server(() => ({ status: 200, body: fresh("shopowner") }));
    renderSettingsAdmin("/admin/settings/account");
    await user.type(await screen.findByLabelText("New Username"), "shopowner");
    await user.type(screen.getByLabelText("Password"), "the current password");
    await user.click(screen.getByRole("button", { name: "Change Username" }));

    expect(await screen.findByText("Username updated successfully!")).toBeTruthy();
    expect(puts(requests)[0]).toMatchObject({
      path: "/api/admin/username",
      body: { newUsername: "shopowner", password: "the current password" },
    });
    expect(localStorage.getItem("adminToken")).toBe("fresh-token");
    expect(JSON.parse(localStorage.getItem("adminData") ?? "{}").username).toBe("shopowner");
    expect((screen.getByLabelText("Current Username") as HTMLInputElement).value).toBe("shopowner");
    expect((screen.getByLabelText("Password") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's reason when the username change is refused", async () => {
    const user = userEvent.setup();
    server(() => ({ status: 403, body: { error: "The password is incorrect" } }));
    renderSettingsAdmin("/admin/settings/account");
    await user.type(await screen.findByLabelText("New Username"), "shopowner");
    await user.type(screen.getByLabelText("Password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Change Username" }));

    expect(await screen.findByText("The password is incorrect")).toBeTruthy();
    expect((screen.getByLabelText("New Username") as HTMLInputElement).value).toBe("shopowner");
  });

  it("shows the current email, or that there is none yet", async () => {
    server(() => ({ status: 500, body: {} }));
    renderSettingsAdmin("/admin/settings/account");
    const current = (await screen.findByLabelText("Current Email")) as HTMLInputElement;
    expect(current.value).toBe("");
    expect(current.placeholder).toBe("No email yet");
    expect(current.readOnly).toBe(true);
  });

  it("checks the email and asks for the password before sending", async () => {
    const user = userEvent.setup();
    const requests = server(() => ({ status: 500, body: {} }));
    renderSettingsAdmin("/admin/settings/account");
    const submit = () => user.click(screen.getByRole("button", { name: "Change Email" }));
    await user.type(await screen.findByLabelText("New Email"), "shop@shonali.example");
    await submit();
    expect(await screen.findByText("Please fill in all fields")).toBeTruthy();

    await user.clear(screen.getByLabelText("New Email"));
    await user.type(screen.getByLabelText("New Email"), "shop at shonali");
    await user.type(screen.getByLabelText("Confirm with your password"), "the current password");
    await submit();
    expect(
      await screen.findByText("Please enter a valid email address, such as owner@example.com"),
    ).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it("changes the email, shows it as the current one and keeps the same token", async () => {
    const user = userEvent.setup();
    localStorage.setItem("adminToken", "t");
    const requests = server(() => ({
      status: 200,
      body: { admin: { id: "1", username: "owner", email: "shop@shonali.example" } },
    }));
    renderSettingsAdmin("/admin/settings/account");
    await user.type(await screen.findByLabelText("New Email"), "shop@shonali.example");
    await user.type(screen.getByLabelText("Confirm with your password"), "the current password");
    await user.click(screen.getByRole("button", { name: "Change Email" }));

    expect(await screen.findByText("Email updated successfully!")).toBeTruthy();
    expect(puts(requests)[0]).toMatchObject({
      path: "/api/admin/email",
      body: { email: "shop@shonali.example", password: "the current password" },
    });
    expect((screen.getByLabelText("Current Email") as HTMLInputElement).value).toBe("shop@shonali.example");
    expect(JSON.parse(localStorage.getItem("adminData") ?? "{}").email).toBe("shop@shonali.example");
    expect(localStorage.getItem("adminToken")).toBe("t");
    expect((screen.getByLabelText("Confirm with your password") as HTMLInputElement).value).toBe("");
  });

  it("shows the server's reason when the email change is refused, keeping what was typed", async () => {
    const user = userEvent.setup();
    server(() => ({ status: 403, body: { error: "The password is incorrect" } }));
    renderSettingsAdmin("/admin/settings/account");
    await user.type(await screen.findByLabelText("New Email"), "shop@shonali.example");
    await user.type(screen.getByLabelText("Confirm with your password"), "wrong");
    await user.click(screen.getByRole("button", { name: "Change Email" }));

    expect(await screen.findByText("The password is incorrect")).toBeTruthy();
    expect((screen.getByLabelText("New Email") as HTMLInputElement).value).toBe("shop@shonali.example");
  });

  it("checks the new password before sending it", async () => {
    const user = userEvent.setup();
    const requests = server(() => ({ status: 500, body: {} }));
    renderSettingsAdmin("/admin/settings/account");
    const submit = async () => user.click(screen.getByRole("button", { name: "Change Password" }));

    await submit();
    expect(await screen.findByText("Please fill in all fields")).toBeTruthy();

    await user.type(screen.getByLabelText("Current Password"), "old password");
    await user.type(screen.getByLabelText("New Password"), "short");
    await user.type(screen.getByLabelText("Confirm New Password"), "short");
    await submit();
    expect(await screen.findByText("New password must be at least 8 characters long")).toBeTruthy();

    await user.clear(screen.getByLabelText("Confirm New Password"));
    await user.type(screen.getByLabelText("Confirm New Password"), "shorter");
    await submit();
    expect(await screen.findByText("New passwords do not match")).toBeTruthy();
    expect(puts(requests)).toHaveLength(0);
  });

  it("changes the password, stores the fresh token and clears the fields", async () => {
    const user = userEvent.setup();
    const requests = server(() => ({ status: 200, body: fresh("owner") }));
    renderSettingsAdmin("/admin/settings/account");
    await user.type(await screen.findByLabelText("Current Password"), "old password");
    await user.type(screen.getByLabelText("New Password"), "a much longer passphrase");
    await user.type(screen.getByLabelText("Confirm New Password"), "a much longer passphrase");
    await user.keyboard("{Control>}s{/Control}");

    expect(await screen.findByText("Password updated successfully!")).toBeTruthy();
    expect(puts(requests)[0]).toMatchObject({
      path: "/api/admin/password",
      body: { currentPassword: "old password", newPassword: "a much longer passphrase" },
    });
    expect(localStorage.getItem("adminToken")).toBe("fresh-token");
    await waitFor(() => expect((screen.getByLabelText("New Password") as HTMLInputElement).value).toBe(""));
  });

  it("says Error updating password when the server cannot be reached", async () => {
    const user = userEvent.setup();
    server(() => "network-error");
    renderSettingsAdmin("/admin/settings/account");
    await user.type(await screen.findByLabelText("Current Password"), "old password");
    await user.type(screen.getByLabelText("New Password"), "a much longer passphrase");
    await user.type(screen.getByLabelText("Confirm New Password"), "a much longer passphrase");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    expect(await screen.findByText("Error updating password")).toBeTruthy();
    expect((screen.getByLabelText("Current Password") as HTMLInputElement).value).toBe("old password");
  });
});
