import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { refusalWords } from "#core/refusals";
import { fakeApi, json } from "../../data/testing/fake-api";
import { renderRoutes } from "../../shared/testing/render-routes";
import { AdminLoginPage } from "./admin-login-page";

afterEach(() => {
  localStorage.clear();
});

const signedIn = { token: "a.b.c", admin: { id: "1", username: "owner", email: "" } };

describe("logging in with two-factor on", () => {
  it("asks for the app's code once the password is right, says what is wrong with one, and signs in", async () => {
    const user = userEvent.setup();
    const requests = fakeApi(({ path, body }) => {
      if (path !== "/api/admin/login") return json({ error: "Not found" }, 404);
      const { code } = body as { code?: string };
      if (code === undefined)
        return json(
          { error: "Enter the 6-digit code from your authenticator app", code: "twoFactorRequired" },
          401,
        );
      if (code === "123456")
        return json(
          {
            error: "That code was used already. Wait for the next one and enter it.",
            code: "codeAlreadyUsed",
          },
          401,
        );
      return code === "654321"
        ? json(signedIn)
        : json({ error: "That code is not right.", code: "invalidCode" }, 401);
    });
    const { router } = renderRoutes([
      { path: "/admin/login", element: <AdminLoginPage /> },
      { path: "/admin", element: <p>The dashboard</p> },
    ]);
    await user.type(screen.getByLabelText("Username"), "owner");
    await user.type(screen.getByLabelText("Password"), "the password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const code = await screen.findByLabelText("Authentication code");
    expect(document.activeElement).toBe(code);
    expect(screen.queryByRole("alert")?.textContent ?? "").toBe("");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter the 6-digit code from your authenticator app");
    expect(requests.filter((request) => request.path === "/api/admin/login")).toHaveLength(1);

    await user.type(code, "123456");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("That code was used already. Wait for the next one and enter it."),
    ).toBeTruthy();
    await user.clear(code);
    await user.type(code, "654321");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("The dashboard")).toBeTruthy();
    expect(requests.at(-1)?.body).toEqual({ username: "owner", password: "the password", code: "654321" });
    expect(router.state.location.pathname).toBe("/admin");
  });

  it("says how long to wait when too many wrong codes were entered for the account", async () => {
    const user = userEvent.setup();
    fakeApi(({ path, body }) =>
      path !== "/api/admin/login"
        ? json({ error: "Not found" }, 404)
        : (body as { code?: string }).code === undefined
          ? json({ error: refusalWords("twoFactorRequired"), code: "twoFactorRequired" }, 401)
          : {
              status: 429,
              body: { error: refusalWords("tooManyCodes"), code: "tooManyCodes" },
              headers: { "retry-after": "250" },
            },
    );
    renderRoutes([{ path: "/admin/login", element: <AdminLoginPage /> }]);
    await user.type(screen.getByLabelText("Username"), "owner");
    await user.type(screen.getByLabelText("Password"), "the password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await user.type(await screen.findByLabelText("Authentication code"), "123456");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(`${refusalWords("tooManyCodes")} Try again in 5 min.`)).toBeTruthy();
  });

  it("says how long to wait when the password was tried too often, as the server's Retry-After has it", async () => {
    const user = userEvent.setup();
    fakeApi(() => ({
      status: 429,
      body: { error: refusalWords("tooManyAttempts"), code: "tooManyAttempts" },
      headers: { "retry-after": "90" },
    }));
    renderRoutes([{ path: "/admin/login", element: <AdminLoginPage /> }]);
    await user.type(screen.getByLabelText("Username"), "owner");
    await user.type(screen.getByLabelText("Password"), "a guess");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText(`${refusalWords("tooManyAttempts")} Try again in 2 min.`)).toBeTruthy();
  });
});
