import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { api, type Endpoint } from "#core/api";
import { buildPath } from "#core/endpoints";
import type { RefusalCode } from "#core/refusals";
import { refusalWords } from "#core/refusals";
import { SESSION_IDLE_MS } from "../db/repositories/session-repository";
import { createTestApp, type TestApp } from "../testing/test-app";
import { TOKEN_LIFETIME_SECONDS } from "./tokens";

const adminEndpoints = Object.entries(api as Record<string, Endpoint>).filter(
  ([, endpoint]) => endpoint.admin,
);
const pathOf = (endpoint: Endpoint) =>
  buildPath(endpoint.path, { id: "1", section: "homePage", name: "shop-2026-11-22T04-00-00-000Z" });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the admin gate", () => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp();
    adminId = t.repos.admins.first()?.id ?? "";
  });

  it("guards every admin call of the contract, and the app has no /api route outside it", () => {
    expect(adminEndpoints.map(([name]) => name).sort()).toEqual(
      [
        "activity",
        "backupContents",
        "backupDownloadLink",
        "bringBackOffsiteCopy",
        "changeEmail",
        "changePassword",
        "changeUsername",
        "createBackup",
        "createCollection",
        "createJewelry",
        "deleteCollection",
        "deleteContactMessage",
        "deleteJewelry",
        "disableTwoFactor",
        "downloadBackup",
        "emailNotifications",
        "enableTwoFactor",
        "endOtherSessions",
        "endSession",
        "listBackups",
        "listContactMessages",
        "listRateBoards",
        "listSessions",
        "logout",
        "markMessageRead",
        "markMessageReplied",
        "offsiteCopies",
        "offsiteStorage",
        "orderFeaturedJewelry",
        "publishRates",
        "pushKey",
        "rateAlertSummary",
        "restoreBackup",
        "sendTestEmail",
        "sendTestPush",
        "session",
        "setBackupRetention",
        "setEmailNotifications",
        "setOffsiteStorage",
        "startTwoFactor",
        "subscribePush",
        "testOffsiteStorage",
        "twoFactorStatus",
        "unsubscribePush",
        "updateCollection",
        "updateJewelry",
        "uploadBackup",
        "updateSettings",
        "uploadPhoto",
        "withdrawRateBoard",
      ].sort(),
    );
    const registered = t.app.routes
      .filter((route) => route.path.startsWith("/api/") && route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`);
    const contract = Object.values(api as Record<string, Endpoint>).map((e) => `${e.method} ${e.path}`);
    expect(new Set(registered)).toEqual(new Set(contract));
  });

  const tokens: [string, () => Promise<string | undefined>, RefusalCode][] = [
    ["missing", async () => undefined, "sessionMissing"],
    ["not a bearer token", async () => "Basic b3duZXI6cGFzcw==", "sessionInvalid"],
    ["malformed", async () => "Bearer not-a-token", "sessionInvalid"],
    [
      "forged with another secret",
      async () =>
        `Bearer ${await new SignJWT({ ver: 1, sid: "s" })
          .setProtectedHeader({ alg: "HS256" })
          .setAudience("admin-session")
          .setSubject(adminId)
          .setIssuedAt()
          .setExpirationTime("1h")
          .sign(new TextEncoder().encode("a-different-secret-of-at-least-32-bytes!"))}`,
      "sessionInvalid",
    ],
    [
      "alg none",
      async () => {
        const seconds = Math.floor(t.now().getTime() / 1000);
        return `Bearer ${base64url({ alg: "none", typ: "JWT" })}.${base64url({ sub: adminId, ver: 1, iat: seconds, exp: seconds + 3600 })}.`;
      },
      "sessionInvalid",
    ],
    [
      "expired",
      async () => {
        const token = await t.login();
        t.advance((TOKEN_LIFETIME_SECONDS + 1) * 1000);
        return `Bearer ${token}`;
      },
      "sessionExpired",
    ],
    [
      "unused for a day",
      async () => {
        const token = await t.login();
        t.advance(SESSION_IDLE_MS);
        return `Bearer ${token}`;
      },
      "sessionExpired",
    ],
    [
      "revoked by a credential change",
      async () => {
        const token = await t.login();
        const admin = t.repos.admins.first();
        if (admin) t.repos.admins.setPassword(admin.id, admin.passwordHash);
        return `Bearer ${token}`;
      },
      "sessionRevoked",
    ],
    [
      "known-device (the login cookie's)",
      async () => {
        const response = await t.request("/api/admin/login", {
          method: "POST",
          json: { username: "owner", password: "correct horse battery" },
        });
        return `Bearer ${/known_device=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")?.[1]}`;
      },
      "sessionInvalid",
    ],
    [
      "signed-out",
      async () => {
        const token = await t.login();
        const response = await t.request("/api/admin/logout", { method: "POST", token });
        expect(response.status).toBe(200);
        return `Bearer ${token}`;
      },
      "sessionSignedOut",
    ],
  ];

  it("keeps a session in use alive past a day: the idle limit slides with each use", async () => {
    const token = await t.login();
    for (let day = 0; day < 3; day++) {
      t.advance(SESSION_IDLE_MS - 10 * 60_000);
      expect((await t.request("/api/admin/session", { token })).status).toBe(200);
    }
  });

  it.each(tokens)("refuses a %s token on every admin call, saying why", async (_label, makeHeader, code) => {
    const header = await makeHeader();
    for (const [, endpoint] of adminEndpoints) {
      const response = await t.request(pathOf(endpoint), {
        method: endpoint.method,
        headers: header ? { authorization: header } : {},
        json: endpoint.body ? {} : undefined,
      });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(401);
      expect(await response.json()).toEqual({ error: refusalWords(code), code });
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="admin"');
    }
  });
});
