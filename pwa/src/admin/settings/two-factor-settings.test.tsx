import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TwoFactorStatus } from "#core/schemas/two-factor";
import { fakeApi, json } from "../../data/testing/fake-api";
import { downloadBlob } from "../../shared/download-file";
import { renderInAdmin } from "../testing/render-in-admin";
import { TwoFactorSettings } from "./two-factor-settings";

vi.mock("../../shared/download-file", () => ({ downloadBlob: vi.fn() }));

const PASSWORD = "the owner's password";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const CODES = Array.from({ length: 10 }, (_, i) => `k7m2q-x9d4${i}`);

/** The server's two-factor routes, with "123456" the app's right code. */
function server(status: TwoFactorStatus) {
  return fakeApi(({ method, path, body }) => {
    const sent = body as { password?: string; code?: string };
    if (method === "GET") return path === "/api/admin/two-factor" ? json(status) : json([]);
    if (path.endsWith("/setup") || path.endsWith("/disable")) {
      if (sent.password !== PASSWORD)
        return json({ error: "The password is incorrect", code: "wrongPassword" }, 403);
      if (path.endsWith("/disable")) {
        Object.assign(status, { enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
        return json(status);
      }
      return json({
        secret: SECRET,
        uri: `otpauth://totp/Shop:owner?secret=${SECRET}`,
        qrSvg: "<svg></svg>",
      });
    }
    if (sent.code !== "123456")
      return json(
        {
          error:
            "That code is not right. Enter the code your authenticator app shows now, or a recovery code.",
          code: "invalidCode",
        },
        400,
      );
    Object.assign(status, { enabled: true, enabledAt: "2026-11-25T04:00:00.000Z", recoveryCodesLeft: 10 });
    return json({ recoveryCodes: CODES });
  });
}

const renderCard = () =>
  renderInAdmin(
    [{ path: "/admin/settings/account", element: <TwoFactorSettings /> }],
    "/admin/settings/account",
  );

afterEach(() => {
  vi.mocked(downloadBlob).mockClear();
});

describe("two-factor login in Account Settings", () => {
  it("turns on: the password, the QR code and its key, a code from the app, then the recovery codes once", async () => {
    const user = userEvent.setup();
    server({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    renderCard();
    const card = await screen.findByRole("region", { name: "Two-Factor Login" });
    expect(await within(card).findByText("Off")).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Turn On Two-Factor Login" }));

    const password = within(card).getByLabelText("Current Password");
    expect(document.activeElement).toBe(password);
    await user.click(within(card).getByRole("button", { name: "Continue" }));
    expect(within(card).getByRole("alert").textContent).toBe("Enter your current password");
    await user.type(password, "a guess");
    await user.click(within(card).getByRole("button", { name: "Continue" }));
    expect((await within(card).findByRole("alert")).textContent).toBe("The password is incorrect");
    expect((password as HTMLInputElement).value).toBe("a guess");
    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(card).getByRole("button", { name: "Continue" }));

    const qr = await within(card).findByRole("img", {
      name: "QR code to add this shop's admin to an authenticator app",
    });
    expect(qr.getAttribute("src")).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent("<svg></svg>")}`,
    );
    expect(card.textContent).toContain("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP");
    const code = within(card).getByLabelText("Code from the app");
    await user.type(code, "000000");
    await user.click(within(card).getByRole("button", { name: "Turn On Two-Factor Login" }));
    expect((await within(card).findByRole("alert")).textContent).toContain("That code is not right.");
    await user.clear(code);
    await user.type(code, "123456");
    await user.click(within(card).getByRole("button", { name: "Turn On Two-Factor Login" }));

    const list = await within(card).findByRole("list", { name: "Recovery codes" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(within(card).getByRole("button", { name: "Download the Codes" }));
    expect(downloadBlob).toHaveBeenCalledWith(expect.any(Blob), "recovery-codes.txt");
    const file = vi.mocked(downloadBlob).mock.calls[0]?.[0] as Blob;
    expect(await file.text()).toContain(CODES.join("\n"));

    await user.click(within(card).getByRole("button", { name: "I Have Saved Them" }));
    expect(within(card).queryByRole("list", { name: "Recovery codes" })).toBeNull();
    await waitFor(() => expect(card.textContent).toContain("10 recovery codes left."));
    expect(within(card).getByText("On")).toBeTruthy();
  });

  it("warns when few recovery codes are left, and turns off with the password", async () => {
    const user = userEvent.setup();
    server({ enabled: true, enabledAt: "2026-11-20T04:00:00.000Z", recoveryCodesLeft: 2 });
    renderCard();
    const card = await screen.findByRole("region", { name: "Two-Factor Login" });
    expect(await within(card).findByText(/^On since Nov 20, 2026/)).toBeTruthy();
    expect(
      within(card).getByText(
        "Few recovery codes are left: turn two-factor login off and on again for ten new ones.",
      ),
    ).toBeTruthy();
    await user.click(within(card).getByRole("button", { name: "Turn Off Two-Factor Login" }));
    await user.type(within(card).getByLabelText("Current Password"), PASSWORD);
    await user.click(within(card).getByRole("button", { name: "Turn Off Two-Factor Login" }));
    await waitFor(() => expect(within(card).getByText("Off")).toBeTruthy());
    expect(within(card).getByRole("button", { name: "Turn On Two-Factor Login" })).toBeTruthy();
  });
});
