import type { APIRequestContext, Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { E2E_ADMIN } from "../playwright.config";
import { expect, test } from "./fixtures";

// Changing a credential revokes every token, so this spec must run after all the others.
test.describe.configure({ mode: "serial" });

const NEW_USERNAME = "owner-renamed";
const NEW_PASSWORD = "brass lantern monsoon 2026";

const login = (request: APIRequestContext, username: string, password: string) =>
  request.post("/api/admin/login", { data: { username, password } });

async function openAccountSettings(page: Page, signInAsAdmin: () => Promise<string>) {
  await signInAsAdmin();
  await page.goto("/admin/settings/account");
  await expect(page.getByLabel("Current Username")).toHaveValue(E2E_ADMIN.username);
}

/** Whatever happened in the test, the owner leaves with E2E_ADMIN's name and password. */
async function putBack(request: APIRequestContext) {
  for (const [username, password] of [
    [E2E_ADMIN.username, E2E_ADMIN.password],
    [NEW_USERNAME, E2E_ADMIN.password],
    [E2E_ADMIN.username, NEW_PASSWORD],
  ] as const) {
    const response = await login(request, username, password);
    if (response.status() !== 200) continue;
    const { token } = (await response.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    if (username !== E2E_ADMIN.username) {
      const renamed = await request.put("/api/admin/username", {
        headers,
        data: { newUsername: E2E_ADMIN.username, password },
      });
      expect(renamed.status()).toBe(200);
    }
    if (password !== E2E_ADMIN.password) {
      const changed = await request.put("/api/admin/password", {
        headers,
        data: { currentPassword: password, newPassword: E2E_ADMIN.password },
      });
      expect(changed.status()).toBe(200);
    }
    break;
  }
  expect((await login(request, E2E_ADMIN.username, E2E_ADMIN.password)).status()).toBe(200);
}

test("the owner changes the username, stays signed in, and changes it back", async ({
  signInAsAdmin,
  page,
  request,
}) => {
  await openAccountSettings(page, signInAsAdmin);
  try {
    await page.getByLabel("New Username").fill(NEW_USERNAME);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Change Username" }).click();
    await expect(page.getByText("Username updated successfully!")).toBeVisible();
    await expect(page.getByLabel("Current Username")).toHaveValue(NEW_USERNAME);
    await expect(page.getByText(`Welcome, ${NEW_USERNAME}`)).toBeVisible();
    expect((await login(request, NEW_USERNAME, E2E_ADMIN.password)).status()).toBe(200);

    // The fresh token keeps the session alive across a reload.
    await page.reload();
    await expect(page.getByLabel("Current Username")).toHaveValue(NEW_USERNAME);

    await page.getByLabel("New Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.keyboard.press("Control+s");
    await expect(page.getByText("Username updated successfully!")).toBeVisible();
    await expect(page.getByLabel("Current Username")).toHaveValue(E2E_ADMIN.username);
  } finally {
    await putBack(request);
  }
});

test("after a password change the old password no longer signs in", async ({
  signInAsAdmin,
  page,
  request,
}) => {
  await openAccountSettings(page, signInAsAdmin);
  try {
    await page.getByLabel("Current Password").fill(E2E_ADMIN.password);
    await page.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm New Password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password updated successfully!")).toBeVisible();
    await expect(page.getByLabel("Current Password")).toHaveValue("");

    expect((await login(request, E2E_ADMIN.username, E2E_ADMIN.password)).status()).toBe(401);
    expect((await login(request, E2E_ADMIN.username, NEW_PASSWORD)).status()).toBe(200);

    // Still signed in with the token the change handed out.
    await page.reload();
    await expect(page.getByLabel("Current Username")).toHaveValue(E2E_ADMIN.username);

    await page.getByLabel("Current Password").fill(NEW_PASSWORD);
    await page.getByLabel("New Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByLabel("Confirm New Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Password updated successfully!")).toBeVisible();
  } finally {
    await putBack(request);
  }
});

test("the owner sets the admin's email, and it is shown as the current one", async ({
  signInAsAdmin,
  page,
}) => {
  await openAccountSettings(page, signInAsAdmin);
  const email = `owner+${Date.now()}@shonali.example`;
  await page.getByLabel("New Email").fill(email);
  await page.getByLabel("Confirm with your password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Change Email" }).click();
  await expect(page.getByText("Email updated successfully!")).toBeVisible();
  await expect(page.getByLabel("Current Email")).toHaveValue(email);
  await page.reload();
  await expect(page.getByLabel("Current Email")).toHaveValue(email);
});

test("Logout ends the session on the server: a copy of its token stops working", async ({
  signInAsAdmin,
  page,
  request,
}) => {
  const token = await signInAsAdmin();
  await page.goto("/admin");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const session = await request.get("/api/admin/session", { headers: { authorization: `Bearer ${token}` } });
  expect(session.status()).toBe(401);
  expect(await session.json()).toEqual({
    error: "This session was signed out. Please sign in again.",
    code: "sessionSignedOut",
  });
});

test("Signed-in Devices lists each browser and signs out a lost phone, then every other device", async ({
  signInAsAdmin,
  page,
  request,
  expectNoA11yViolations,
}) => {
  const phoneBrowser =
    "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
  const signInFrom = async (userAgent: string) => {
    const response = await request.post("/api/admin/login", {
      data: E2E_ADMIN,
      headers: { "user-agent": userAgent },
    });
    return ((await response.json()) as { token: string }).token;
  };
  const stillSignedIn = async (token: string) =>
    (await request.get("/api/admin/session", { headers: { authorization: `Bearer ${token}` } })).status();
  const phone = await signInFrom(phoneBrowser);
  const laptop = await signInFrom("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/133.0");

  await openAccountSettings(page, signInAsAdmin);
  const devices = page.getByRole("table", { name: "Signed-in Devices" });
  await expect(devices.getByRole("row", { name: /This device/ })).toHaveCount(1);
  await expect(devices.getByRole("rowheader", { name: "Chrome 131 on Android 14" })).toBeVisible();
  await expectNoA11yViolations(page);

  await devices.getByRole("button", { name: "Sign out Chrome 131 on Android 14" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("Sign out Chrome 131 on Android 14?");
  await dialog.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("The device is signed out.")).toBeVisible();
  await expect(devices.getByRole("rowheader", { name: "Chrome 131 on Android 14" })).toHaveCount(0);
  expect(await stillSignedIn(phone)).toBe(401);
  expect(await stillSignedIn(laptop)).toBe(200);

  await page.getByRole("button", { name: "Sign Out All Other Devices" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText(/Other devices signed out: \d+\./)).toBeVisible();
  await expect(devices.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("button", { name: "Sign Out All Other Devices" })).toHaveCount(0);
  expect(await stillSignedIn(laptop)).toBe(401);
  // This browser is the one that stays.
  await page.reload();
  await expect(page.getByLabel("Current Username")).toHaveValue(E2E_ADMIN.username);
});

/** The code the authenticator app shows `ahead` steps from now for the key the page showed. */
const appCode = (key: string, ahead = 0) =>
  new TOTP({ secret: Secret.fromBase32(key.replace(/\s/g, "")), period: 30, digits: 6 }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

test("two-factor login: set up with the app, then a code, a reused code and recovery codes at login", async ({
  signInAsAdmin,
  page,
  request,
  expectNoA11yViolations,
}) => {
  const token = await signInAsAdmin();
  await page.goto("/admin/settings/account");
  const card = page.getByRole("region", { name: "Two-Factor Login" });
  await card.getByRole("button", { name: "Turn On Two-Factor Login" }).click();
  await card.getByLabel("Current Password").fill(E2E_ADMIN.password);
  await card.getByRole("button", { name: "Continue" }).click();
  await expect(card.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectNoA11yViolations(page);
  const key = (await card.locator("code").textContent()) ?? "";
  await card.getByLabel("Code from the app").fill(appCode(key));
  await card.getByRole("button", { name: "Turn On Two-Factor Login" }).click();
  let spare: string[] = [];

  try {
    const listed = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(listed).toHaveCount(10);
    const [firstRecovery = "", ...rest] = await listed.allTextContents();
    spare = rest;
    await card.getByRole("button", { name: "I Have Saved Them" }).click();
    await expect(card).toContainText("10 recovery codes left.");

    const logIn = async (code: string) => {
      await page.goto("/admin/login");
      await page.getByLabel("Username").fill(E2E_ADMIN.username);
      await page.getByLabel("Password").fill(E2E_ADMIN.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await page.getByLabel("Authentication code").fill(code);
      await page.getByRole("button", { name: "Sign in" }).click();
    };
    const logOut = async () => {
      await page.getByRole("button", { name: "Logout" }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
    };
    const refusal = page.getByRole("alert");

    await logOut();
    await logIn("000000");
    await expect(refusal).toContainText("That code is not right.");
    // The app's next code: the one that turned two-factor on is spent.
    const next = appCode(key, 1);
    await page.getByLabel("Authentication code").fill(next);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

    await logOut();
    await logIn(next);
    await expect(refusal).toContainText("That code was used already.");

    await page.getByLabel("Authentication code").fill(firstRecovery);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await logOut();
    await logIn(firstRecovery);
    await expect(refusal).toContainText("That code is not right.");

    await page.getByLabel("Authentication code").fill(spare[0] ?? "");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await page.goto("/admin/settings/account");
    await expect(card).toContainText("8 recovery codes left.");
    await card.getByRole("button", { name: "Turn Off Two-Factor Login" }).click();
    await card.getByLabel("Current Password").fill(E2E_ADMIN.password);
    await card.getByRole("button", { name: "Turn Off Two-Factor Login" }).click();
    await expect(card.getByText("Off")).toBeVisible();
  } finally {
    // Whatever failed above, the owner leaves with a password-only login for the tests after: through
    // the first session if it still lasts, else through a recovery code.
    const disable = (bearer: string) =>
      request.post("/api/admin/two-factor/disable", {
        headers: { authorization: `Bearer ${bearer}` },
        data: { password: E2E_ADMIN.password },
      });
    if ((await disable(token)).status() === 401) {
      const response = await request.post("/api/admin/login", { data: { ...E2E_ADMIN, code: spare.at(-1) } });
      if (response.status() === 200) await disable(((await response.json()) as { token: string }).token);
    }
  }
  expect((await login(request, E2E_ADMIN.username, E2E_ADMIN.password)).status()).toBe(200);
});
