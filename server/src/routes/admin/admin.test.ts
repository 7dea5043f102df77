import { beforeEach, describe, expect, it } from "vitest";
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
    expect(await response.json()).toEqual({ error: "Invalid username or password" });
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

  it("throttles guessing with 429 and Retry-After, then lets the owner in once the wait is over", async () => {
    for (let i = 0; i < 5; i++)
      expect((await login({ username: "owner", password: `guess-${i}` })).status).toBe(401);
    const throttled = await login({ username: "owner", password: TEST_ADMIN.password });
    expect(throttled.status).toBe(429);
    const wait = Number(throttled.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(5 * 60);
    t.advance(wait * 1000);
    expect((await login({ username: "owner", password: TEST_ADMIN.password })).status).toBe(200);
  });

  it("blocks one address after ten failures across usernames for the whole window", async () => {
    for (let i = 0; i < 10; i++) await login({ username: `user${i}`, password: "nope-nope" });
    const blocked = await login({ username: "owner", password: TEST_ADMIN.password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBe(15 * 60);
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
      [{ newUsername: "new.owner", password: "wrong password" }, 403, "The password is incorrect"],
      [
        { newUsername: "owner", password: TEST_ADMIN.password },
        400,
        "The new username is the same as the current one",
      ],
    ])("refuses a username change %j", async (body, status, error) => {
      const response = await t.request("/api/admin/username", { method: "PUT", token, json: body });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
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
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: "owner-2026!" },
        400,
        "This password is too common: choose one that is harder to guess",
      ],
      [
        { currentPassword: "wrong password", newPassword: "kolka motif 1984" },
        403,
        "The password is incorrect",
      ],
      [
        { currentPassword: TEST_ADMIN.password, newPassword: TEST_ADMIN.password },
        400,
        "The new password must be different from the current one",
      ],
    ])("refuses a password change %j", async (body, status, error) => {
      const response = await t.request("/api/admin/password", { method: "PUT", token, json: body });
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({ error });
      expect((await login({ username: "owner", password: TEST_ADMIN.password })).status).toBe(200);
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
      expect(activity.map((entry) => entry.action)).toEqual(["settings.updated", "admin.password-changed"]);
      expect(JSON.stringify(activity)).not.toContain("kolka");
      const bad = await t.request("/api/admin/activity?limit=0", { token: fresh });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: "limit must be between 1 and 100" });
    });
  });
});
