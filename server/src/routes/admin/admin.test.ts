import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "#core/api";
import type { ActivityEntry } from "#core/schemas/activity";
import type { LoginResponse } from "#core/schemas/admin";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../testing/test-app";

describe("admin sign-in and credentials", () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });

  const login = (body: unknown, headers: Record<string, string> = {}) =>
    t.request("/api/admin/login", { method: "POST", json: body, headers });

  it("answers a token and the admin for the right username and password, case-insensitive in the name", async () => {
    const response = await login({ username: "OWNER", password: TEST_ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as LoginResponse;
    expect(body.admin).toEqual({ id: expect.any(String), username: "owner", email: "owner@example.com" });
    expect(body.token.split(".")).toHaveLength(3);
    const session = await t.request("/api/admin/session", { token: body.token });
    expect(await session.json()).toEqual({ admin: body.admin });
  });

  it.each([
    [{ username: "owner", password: "wrong password" }],
    [{ username: "nobody", password: TEST_ADMIN.password }],
  ])("refuses %j with the same message whichever part is wrong", async (body) => {
    const response = await login(body);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: "Invalid username or password",
      code: "invalidCredentials",
    });
  });

  it.each([
    [{ username: "owner", password: { $ne: null } }],
    [{ username: { $gt: "" }, password: "x" }],
    [{ username: "owner" }],
    [{ username: "", password: "" }],
  ])("refuses %j as invalid input, never as a lookup", async (body) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Please fill in all fields" });
  });

  it("lets no more than ten parallel wrong logins from one address reach a password check", async () => {
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login({ username: `user${i}`, password: "nope-nope" })),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
    for (const response of responses.filter((r) => r.status === 429)) {
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      // Refused by the throttle, or by the limit on password checks running at once: each by its code.
      expect(["tooManyAttempts", "passwordChecksBusy"]).toContain(
        ((await response.json()) as { code: string }).code,
      );
    }
  });

  it("blocks one address after ten failures across usernames for the whole window", async () => {
    for (let i = 0; i < 10; i++) await login({ username: `user${i}`, password: "nope-nope" });
    const blocked = await login({ username: "owner", password: TEST_ADMIN.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBe(15 * 60);
  });

  it("counts the addresses of one IPv6 /64 as one client, and another /64 apart", async () => {
    for (let i = 1; i <= 10; i++) {
      const response = await t.request("/api/admin/login", {
        method: "POST",
        json: { username: `user${i}`, password: "nope-nope" },
        address: `2001:db8:1:2::${i.toString(16)}`,
      });
      expect(response.status).toBe(401);
    }
    const sameSubnet = await t.request("/api/admin/login", {
      method: "POST",
      json: { username: "user11", password: "nope-nope" },
      address: "2001:db8:1:2:ffff:ffff:ffff:ffff",
    });
    expect(sameSubnet.status).toBe(429);
    const nextSubnet = await t.request("/api/admin/login", {
      method: "POST",
      json: { username: "user11", password: "nope-nope" },
      address: "2001:db8:1:3::1",
    });
    expect(nextSubnet.status).toBe(401);
  });

  describe("when someone guesses at the owner's name", () => {
    const from = (address: string, password: string, cookie?: string) => async () =>
      t.request("/api/admin/login", {
        method: "POST",
        json: { username: "owner", password },
        address,
        headers: cookie ? { cookie } : {},
      });

    /** Sends a request on fake timers: how long the server made it wait shows without anyone waiting. */
    async function timed(send: () => Promise<Response>) {
      vi.useFakeTimers({ toFake: ["setTimeout", "Date"] });
      try {
        const started = Date.now();
        let settled = false;
        const pending = send().finally(() => {
          settled = true;
        });
        while (!settled) {
          await new Promise((resolve) => setImmediate(resolve));
          if (!settled && vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
        }
        return { response: await pending, waitedMs: Date.now() - started };
      } finally {
        vi.useRealTimers();
      }
    }

    const guessFiveTimes = async () => {
      for (let i = 0; i < 5; i++) expect((await from(`198.51.100.${i}`, `guess-${i}`)()).status).toBe(401);
    };

    it("signs the owner in at once from a browser that signed in before", async () => {
      const first = await from("192.0.2.10", TEST_ADMIN.password)();
      const cookie = first.headers.get("set-cookie")?.split(";")[0] ?? "";
      expect(cookie).toMatch(/^known_device=/);
      await guessFiveTimes();

      const { response, waitedMs } = await timed(from("192.0.2.99", TEST_ADMIN.password, cookie));
      expect(response.status).toBe(200);
      expect(waitedMs).toBe(0);
    });

    it("delays the owner in any other browser, but lets the right password in", async () => {
      await guessFiveTimes();
      const { response, waitedMs } = await timed(from("192.0.2.10", TEST_ADMIN.password));
      expect(response.status).toBe(200);
      expect(waitedMs).toBeGreaterThan(0);
    });

    it("never walls the owner off, however long the guessing goes on", async () => {
      for (let i = 0; i < 40; i++) await timed(from(`198.51.100.${i}`, `guess-${i}`));
      const { response, waitedMs } = await timed(from("192.0.2.10", TEST_ADMIN.password));
      expect(response.status).toBe(200);
      expect(waitedMs).toBeLessThanOrEqual(10_000);
    });

    it("gives a known-device cookie only a small budget of wrong passwords", async () => {
      const first = await from("192.0.2.10", TEST_ADMIN.password)();
      const cookie = first.headers.get("set-cookie")?.split(";")[0] ?? "";
      await guessFiveTimes();
      for (let i = 0; i < 5; i++) {
        const { response, waitedMs } = await timed(from("203.0.113.5", `stolen-${i}`, cookie));
        expect([response.status, waitedMs]).toEqual([401, 0]);
      }
      const { waitedMs } = await timed(from("203.0.113.5", "stolen-6", cookie));
      expect(waitedMs).toBeGreaterThan(0);
    });

    it("forgets a known device once the password changes", async () => {
      const first = await from("192.0.2.10", TEST_ADMIN.password)();
      const cookie = first.headers.get("set-cookie")?.split(";")[0] ?? "";
      const admin = t.repos.admins.first();
      if (admin) t.repos.admins.setPassword(admin.id, admin.passwordHash);
      await guessFiveTimes();
      const { response, waitedMs } = await timed(from("192.0.2.10", TEST_ADMIN.password, cookie));
      expect(response.status).toBe(200);
      expect(waitedMs).toBeGreaterThan(0);
    });

    const cookieOf = (response: Response) => response.headers.get("set-cookie")?.split(";")[0] ?? "";

    it("forgets the other browsers' device cookies on \"sign out other devices\", and keeps this one's", async () => {
      const other = cookieOf(await from("192.0.2.10", TEST_ADMIN.password)());
      const here = await from("192.0.2.20", TEST_ADMIN.password)();
      const { token } = (await here.json()) as { token: string };
      const signOut = await t.request(api.endOtherSessions.path, { method: "POST", token });
      expect(signOut.status).toBe(200);
      const stillHere = cookieOf(signOut);
      expect(stillHere).toMatch(/^known_device=/);
      await guessFiveTimes();
      const stranger = await timed(from("192.0.2.10", TEST_ADMIN.password, other));
      expect(stranger.response.status).toBe(200);
      expect(stranger.waitedMs).toBeGreaterThan(0);
      const known = await timed(from("192.0.2.20", TEST_ADMIN.password, stillHere));
      expect([known.response.status, known.waitedMs]).toEqual([200, 0]);
    });

    it("keeps the browser that changed the password known, and only it", async () => {
      const other = cookieOf(await from("192.0.2.10", TEST_ADMIN.password)());
      const here = await from("192.0.2.20", TEST_ADMIN.password)();
      const { token } = (await here.json()) as { token: string };
      const changed = await t.request(api.changePassword.path, {
        method: "PUT",
        token,
        json: { currentPassword: TEST_ADMIN.password, newPassword: "a new and longer pass" },
      });
      expect(changed.status).toBe(200);
      await guessFiveTimes();
      const stranger = await timed(from("192.0.2.10", "a new and longer pass", other));
      expect(stranger.waitedMs).toBeGreaterThan(0);
      const known = await timed(from("192.0.2.20", "a new and longer pass", cookieOf(changed)));
      expect([known.response.status, known.waitedMs]).toEqual([200, 0]);
    });

    it("recognises only a device cookie it signed for this admin", async () => {
      await guessFiveTimes();
      const forged = `known_device=${"x".repeat(20)}.${"y".repeat(20)}.${"z".repeat(20)}`;
      const { response, waitedMs } = await timed(from("192.0.2.10", TEST_ADMIN.password, forged));
      expect(response.status).toBe(200);
      expect(waitedMs).toBeGreaterThan(0);
    });
  });

  it("marks the known-device cookie Secure on a site whose address is https, whatever its proxy says", async () => {
    const live = await createTestApp({ publicUrl: "https://shop.example.com" });
    const response = await live.request("/api/admin/login", {
      method: "POST",
      json: { username: "owner", password: TEST_ADMIN.password },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/^known_device=.*; Secure/);
  });

  it("marks the browser as known with an HttpOnly, SameSite=Strict cookie that only the login call carries", async () => {
    const plain = await login({ username: "owner", password: TEST_ADMIN.password });
    const cookie = plain.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^known_device=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toContain("Path=/api/admin/login");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).not.toContain("Secure");
    const secure = await t.app.request("https://shop.example/api/admin/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "owner", password: TEST_ADMIN.password }),
    });
    expect(secure.headers.get("set-cookie")).toContain("Secure");
    const wrong = await login({ username: "owner", password: "wrong password" });
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("signs out one session on the server, leaving the others signed in", async () => {
    const here = await t.login();
    const elsewhere = await t.login();
    const response = await t.request("/api/admin/logout", { method: "POST", token: here });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ signedOut: true });
    const again = await t.request("/api/admin/session", { token: here });
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({
      error: "This session was signed out. Please sign in again.",
      code: "sessionSignedOut",
    });
    expect((await t.request("/api/admin/session", { token: elsewhere })).status).toBe(200);
  });

  describe("the list of signed-in devices", () => {
    const ANDROID_CHROME =
      "Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
    const signIn = async (userAgent: string, address: string) => {
      const response = await t.request("/api/admin/login", {
        method: "POST",
        json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        headers: { "user-agent": userAgent },
        address,
      });
      return ((await response.json()) as { token: string }).token;
    };
    const list = async (token: string) => {
      const response = await t.request("/api/admin/sessions", { token });
      expect(response.status).toBe(200);
      return api.listSessions.response.parse(await response.json()).sessions;
    };

    it("names each signed-in browser, its address and times, most recently used first, this one marked", async () => {
      const phone = await signIn(ANDROID_CHROME, "203.0.113.7");
      t.advance(10 * 60_000);
      const tool = await signIn("curl/8.5.0", "198.51.100.2");
      const sessions = await list(tool);
      expect(sessions).toEqual([
        expect.objectContaining({ current: true, browser: null, system: null, address: "198.51.100.2" }),
        expect.objectContaining({
          current: false,
          browser: "Chrome 131",
          system: "Android 14",
          address: "203.0.113.7",
          signedInAt: expect.any(String),
          lastUsedAt: expect.any(String),
        }),
      ]);
      expect((await list(phone)).map((session) => session.current)).toEqual([false, true]);
    });

    it("signs out one device: its token stops working at once, the others stay signed in", async () => {
      const phone = await signIn(ANDROID_CHROME, "203.0.113.7");
      const laptop = await t.login();
      const phoneSession = (await list(laptop)).find((session) => !session.current);
      const response = await t.request(`/api/admin/sessions/${phoneSession?.id}`, {
        method: "DELETE",
        token: laptop,
      });
      expect(await response.json()).toEqual({ signedOut: 1 });
      expect((await t.request("/api/admin/session", { token: phone })).status).toBe(401);
      expect((await t.request("/api/admin/session", { token: laptop })).status).toBe(200);
      const activity = await t.request("/api/admin/activity", { token: laptop });
      expect(((await activity.json()) as ActivityEntry[])[0]).toMatchObject({
        action: "admin.device-signed-out",
        entityName: "Chrome 131, Android 14",
      });

      const again = await t.request(`/api/admin/sessions/${phoneSession?.id}`, {
        method: "DELETE",
        token: laptop,
      });
      expect(again.status).toBe(404);
      expect(await again.json()).toEqual({
        error: "That device is no longer signed in",
        code: "deviceNotSignedIn",
      });
    });

    it("signs out every other device, keeping this one", async () => {
      const others = [await t.login(), await t.login()];
      const here = await t.login();
      const response = await t.request("/api/admin/sessions/sign-out-others", {
        method: "POST",
        token: here,
      });
      expect(await response.json()).toEqual({ signedOut: 2 });
      for (const token of others) expect((await t.request("/api/admin/session", { token })).status).toBe(401);
      expect((await list(here)).map((session) => session.current)).toEqual([true]);
      const activity = await t.request("/api/admin/activity", { token: here });
      expect(((await activity.json()) as ActivityEntry[])[0]).toMatchObject({
        action: "admin.other-devices-signed-out",
        entityName: "2",
      });
    });

    it("is the admin's only", async () => {
      expect((await t.request("/api/admin/sessions")).status).toBe(401);
      expect((await t.request("/api/admin/sessions/sign-out-others", { method: "POST" })).status).toBe(401);
    });
  });

  describe("the activity log", () => {
    const activity = async (token: string, query = "") => {
      const response = await t.request(`/api/admin/activity${query}`, { token });
      expect(response.status).toBe(200);
      return (await response.json()) as ActivityEntry[];
    };
    const note = (action: ActivityEntry["action"], actor: string, entityName: string) =>
      t.repos.audit.record({ actor, action, entityType: "test", entityId: "1", entityName });

    it("records each login with the browser and address, and each failed one with the name tried", async () => {
      const failed = await t.request("/api/admin/login", {
        method: "POST",
        json: { username: "root", password: "guess 123456" },
        address: "198.51.100.9",
      });
      expect(failed.status).toBe(401);
      await t.request("/api/admin/login", {
        method: "POST",
        json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
        headers: {
          "user-agent":
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
        },
        address: "203.0.113.7",
      });
      const token = await t.login();
      const [, signedIn, failedEntry] = await activity(token, "?kind=sign-ins");
      expect(signedIn).toMatchObject({
        actor: "owner",
        action: "admin.signed-in",
        entityName: "Chrome 131, Windows 10",
        entityId: "203.0.113.7",
      });
      expect(failedEntry).toMatchObject({
        actor: "root",
        action: "admin.sign-in-failed",
        entityName: "198.51.100.9",
      });
      expect(JSON.stringify(await activity(token))).not.toContain("guess");
    });

    it("filters by kind and by words in who or what, the words taken literally", async () => {
      note("jewelry.created", "owner", "Kolka Pendant");
      note("jewelry.updated", "owner", "100% Gold_Ring");
      note("message.read", "owner", "Rahima Khatun");
      note("rates.published", "owner", "rates");
      const token = await t.login();
      const names = async (query: string) => (await activity(token, query)).map((entry) => entry.entityName);
      expect(await names("?kind=catalogue")).toEqual(["100% Gold_Ring", "Kolka Pendant"]);
      expect(await names("?kind=messages")).toEqual(["Rahima Khatun"]);
      expect(await names("?search=kolka")).toEqual(["Kolka Pendant"]);
      expect(await names("?search=%25")).toEqual(["100% Gold_Ring"]);
      expect(await names("?search=d_r")).toEqual(["100% Gold_Ring"]);
      expect(await names("?search=d_x")).toEqual([]);
      expect(await names("?kind=rates&search=kolka")).toEqual([]);
    });

    it("pages back through older entries", async () => {
      for (let n = 1; n <= 5; n++) note("jewelry.updated", "owner", `Item ${n}`);
      const token = await t.login();
      const first = await activity(token, "?kind=catalogue&limit=2");
      expect(first.map((entry) => entry.entityName)).toEqual(["Item 5", "Item 4"]);
      const next = await activity(token, `?kind=catalogue&limit=2&before=${first.at(-1)?.id}`);
      expect(next.map((entry) => entry.entityName)).toEqual(["Item 3", "Item 2"]);
    });

    it("keeps a year of entries", async () => {
      note("jewelry.created", "owner", "Kept a while");
      t.advance(366 * 86_400_000);
      note("jewelry.updated", "owner", "Today");
      expect(t.repos.audit.recent({ limit: 100 }).map((entry) => entry.entityName)).toEqual(["Today"]);
    });

    it.each([
      [
        "?kind=everything",
        "kind must be one of sign-ins, catalogue, rates, messages, settings, account, backups",
      ],
      ["?before=abc", "before must be a number"],
      ["?before=0", "before must be a positive number"],
      [`?search=${"x".repeat(101)}`, "search must be at most 100 characters"],
    ])("refuses %s with a clear error", async (query, error) => {
      const response = await t.request(`/api/admin/activity${query}`, { token: await t.login() });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error });
    });
  });

  describe("signed in", () => {
    let token: string;
    beforeEach(async () => {
      token = await t.login();
    });

    it("changes the username, revokes the old token and hands out a working new one", async () => {
      const response = await t.request("/api/admin/username", {
        method: "PUT",
        token,
        json: { newUsername: "shonali.owner", password: TEST_ADMIN.password },
      });
      expect(response.status).toBe(200);
      const fresh = (await response.json()) as LoginResponse;
      expect(fresh.admin.username).toBe("shonali.owner");
      expect((await t.request("/api/admin/session", { token })).status).toBe(401);
      expect((await t.request("/api/admin/session", { token: fresh.token })).status).toBe(200);
      expect((await login({ username: "owner", password: TEST_ADMIN.password })).status).toBe(401);
      expect((await login({ username: "shonali.owner", password: TEST_ADMIN.password })).status).toBe(200);
    });

    it.each([
      [{ newUsername: "", password: TEST_ADMIN.password }, 400, "Please fill in all fields"],
      [{ newUsername: "new.owner" }, 400, "Please fill in all fields"],
      [
        { newUsername: "a b", password: TEST_ADMIN.password },
        400,
        "Username must be 3 to 50 characters: letters, digits, dot, underscore or hyphen",
      ],
      [
        { newUsername: "new.owner", password: "wrong password" },
        403,
        "The password is incorrect",
        "wrongPassword",
      ],
      [
        { newUsername: "owner", password: TEST_ADMIN.password },
        400,
        "The new username is the same as the current one",
        "usernameUnchanged",
      ],
    ])("refuses a username change %j", async (body, status, error, code?: string) => {
      const response = await t.request("/api/admin/username", { method: "PUT", token, json: body });
      expect(response.status).toBe(status);
      // The account's own refusals carry their code, for the admin to word in Bengali.
      expect(await response.json()).toMatchObject(code ? { error, code } : { error });
      expect((await t.request("/api/admin/session", { token })).status).toBe(200);
    });

    it("changes the password: the old one stops working, old tokens are revoked", async () => {
      const response = await t.request("/api/admin/password", {
        method: "PUT",
        token,
        json: { currentPassword: TEST_ADMIN.password, newPassword: "kolka motif 1984" },
      });
      expect(response.status).toBe(200);
      const fresh = (await response.json()) as LoginResponse;
      expect((await t.request("/api/admin/session", { token })).status).toBe(401);
      expect(await (await t.request("/api/admin/session", { token })).json()).toEqual({
        error: "Your sign-in details were changed, so this session has ended. Please sign in again.",
        code: "sessionRevoked",
      });
      expect((await t.request("/api/admin/session", { token: fresh.token })).status).toBe(200);
      expect((await login({ username: "owner", password: TEST_ADMIN.password })).status).toBe(401);
      expect((await login({ username: "owner", password: "kolka motif 1984" })).status).toBe(200);
    });

    it.each([
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "short" },
        400,
        "New password must be at least 8 characters long",
      ],
      [{ currentPassword: TEST_ADMIN.password, newPassword: "" }, 400, "Please fill in all fields"],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "password123" },
        400,
        "This password is too common: choose one that is harder to guess",
        "passwordTooCommon",
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "owner-2026!" },
        400,
        "This password is too common: choose one that is harder to guess",
        "passwordTooCommon",
      ],
      [
        { currentPassword: "wrong password", newPassword: "kolka motif 1984" },
        403,
        "The password is incorrect",
        "wrongPassword",
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password },
        400,
        "The new password must be different from the current one",
        "passwordUnchanged",
      ],
    ])("refuses a password change %j", async (body, status, error, code?: string) => {
      const response = await t.request("/api/admin/password", { method: "PUT", token, json: body });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject(code ? { error, code } : { error });
      expect((await login({ username: "owner", password: TEST_ADMIN.password })).status).toBe(200);
    });

    it("sets the admin's email after checking the password, keeping the session", async () => {
      const response = await t.request("/api/admin/email", {
        method: "PUT",
        token,
        json: { email: "  shop@shonali.example ", password: TEST_ADMIN.password },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        admin: { id: expect.any(String), username: "owner", email: "shop@shonali.example" },
      });
      const session = await t.request("/api/admin/session", { token });
      expect(((await session.json()) as { admin: { email: string } }).admin.email).toBe(
        "shop@shonali.example",
      );
      const activity = await t.request("/api/admin/activity", { token });
      expect(((await activity.json()) as ActivityEntry[])[0]).toMatchObject({
        actor: "owner",
        action: "admin.email-changed",
        entityName: "shop@shonali.example",
      });
    });

    it.each([
      [{ email: "", password: TEST_ADMIN.password }, 400, "Please fill in all fields"],
      [{ email: "shop@shonali.example" }, 400, "Please fill in all fields"],
      [
        { email: "not an email", password: TEST_ADMIN.password },
        400,
        "Please enter a valid email address, such as owner@example.com",
      ],
      [{ email: "shop@shonali.example", password: "wrong password" }, 403, "The password is incorrect"],
      [
        { email: "owner@example.com", password: TEST_ADMIN.password },
        400,
        "The new email is the same as the current one",
      ],
    ])("refuses an email change %j", async (body, status, error) => {
      const response = await t.request("/api/admin/email", { method: "PUT", token, json: body });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
      expect(t.repos.admins.first()?.email).toBe("owner@example.com");
    });

    it("lists recent activity newest first, never with a password in it", async () => {
      await t.request("/api/admin/password", {
        method: "PUT",
        token,
        json: { currentPassword: TEST_ADMIN.password, newPassword: "kolka motif 1984" },
      });
      const fresh = await t.login("owner", "kolka motif 1984");
      await t.request("/api/website-settings/footer", {
        method: "PUT",
        token: fresh,
        json: { footer: { copyright: "©" } },
      });
      const response = await t.request("/api/admin/activity?limit=5", { token: fresh });
      const activity = (await response.json()) as ActivityEntry[];
      expect(activity.map((entry) => entry.action)).toEqual([
        "settings.updated",
        "admin.signed-in",
        "admin.password-changed",
        "admin.signed-in",
      ]);
      expect(JSON.stringify(activity)).not.toContain("kolka");
      const bad = await t.request("/api/admin/activity?limit=0", { token: fresh });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: "limit must be between 1 and 100" });
    });
  });
});
