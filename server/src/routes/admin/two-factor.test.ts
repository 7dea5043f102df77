import { createHash, randomBytes } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { api } from "#core/api";
import { refusalWords } from "#core/refusals";
import type { ActivityEntry } from "#core/schemas/activity";
import { createSecretBox } from "../../auth/secret-box";
import { appCodeAt } from "../../auth/two-factor";
import { createTestApp, TEST_ADMIN, type TestApp } from "../../testing/test-app";

const STEP_MS = 30_000;

describe("two-factor sign-in", () => {
  let t: TestApp;
  let token: string;
  beforeEach(async () => {
    t = await createTestApp({ sampleData: false });
    token = await t.login();
  });

  const call = (path: string, json?: unknown, bearer = token) =>
    t.request(`/api/admin/two-factor${path}`, {
      method: json === undefined ? "GET" : "POST",
      json,
      token: bearer,
    });
  const login = (code?: string, address = "203.0.113.7") =>
    t.request("/api/admin/login", {
      method: "POST",
      json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password, code },
      address,
    });
  const refusalOf = async (response: Response) => ({
    status: response.status,
    ...((await response.json()) as object),
  });

  /** Sets two-factor up as the owner would: the password, the QR code's secret, a code from the app. */
  async function turnOn() {
    const setup = api.startTwoFactor.response.parse(
      await (await call("/setup", { password: TEST_ADMIN.password })).json(),
    );
    const enabled = await call("/enable", { code: appCodeAt(setup.secret, t.now()) });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = api.enableTwoFactor.response.parse(await enabled.json());
    // The confirming code is spent: sign-ins start from the next one.
    t.advance(STEP_MS);
    return { secret: setup.secret, recoveryCodes };
  }

  it("sets up with the password, a QR code for the app, and a code from it; ten recovery codes once", async () => {
    expect(await (await call("")).json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await refusalOf(await call("/setup", { password: "not it" }))).toMatchObject({
      status: 403,
      code: "wrongPassword",
    });

    const response = await call("/setup", { password: TEST_ADMIN.password });
    const setup = api.startTwoFactor.response.parse(await response.json());
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.uri);
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(setup.secret);
    expect(decodeURIComponent(uri.pathname)).toContain(":owner");
    expect(setup.qrSvg).toMatch(/^<svg [^>]*viewBox=/);

    expect(await refusalOf(await call("/enable", { code: "000000" }))).toMatchObject({
      status: 400,
      code: "setupCodeWrong",
    });
    const enabled = await call("/enable", { code: appCodeAt(setup.secret, t.now()) });
    const { recoveryCodes } = api.enableTwoFactor.response.parse(await enabled.json());
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/);
    expect(await (await call("")).json()).toEqual({
      enabled: true,
      enabledAt: t.now().toISOString(),
      recoveryCodesLeft: 10,
    });
    expect(await refusalOf(await call("/setup", { password: TEST_ADMIN.password }))).toMatchObject({
      status: 409,
      code: "twoFactorAlreadyOn",
    });
    const activity = await t.request("/api/admin/activity?kind=account", { token });
    expect(((await activity.json()) as ActivityEntry[])[0]).toMatchObject({ action: "admin.two-factor-on" });
  });

  it("refuses to turn on without a setup under way", async () => {
    expect(await refusalOf(await call("/enable", { code: "123456" }))).toMatchObject({
      status: 409,
      code: "twoFactorSetupMissing",
    });
  });

  it("asks for the code once the password is right, and signs in with it, once", async () => {
    const { secret } = await turnOn();
    expect(await refusalOf(await login())).toEqual({
      status: 401,
      error: "Enter the 6-digit code from your authenticator app",
      code: "twoFactorRequired",
    });
    const code = appCodeAt(secret, t.now());
    expect((await login(code)).status).toBe(200);
    expect(await refusalOf(await login(code))).toMatchObject({ status: 401, code: "codeAlreadyUsed" });
    // A step later the code just used is still within the drift allowed, but spent.
    t.advance(STEP_MS);
    expect((await login(appCodeAt(secret, new Date(t.now().getTime() - STEP_MS)))).status).toBe(401);
    expect((await login(appCodeAt(secret, t.now()))).status).toBe(200);
    expect(await refusalOf(await login("123 456"))).toMatchObject({ status: 401, code: "invalidCode" });
    // A wrong password still says only that, code or not.
    const wrong = await t.request("/api/admin/login", {
      method: "POST",
      json: { username: TEST_ADMIN.username, password: "wrong password", code: appCodeAt(secret, t.now()) },
    });
    expect(await refusalOf(wrong)).toMatchObject({ status: 401, code: "invalidCredentials" });
  });

  it("signs in with each recovery code once, however it is typed", async () => {
    const { recoveryCodes } = await turnOn();
    const [first = "", second = ""] = recoveryCodes;
    expect((await login(first)).status).toBe(200);
    expect(await refusalOf(await login(first))).toMatchObject({ status: 401, code: "invalidCode" });
    expect((await login(` ${second.replace("-", "").toUpperCase()} `)).status).toBe(200);
    expect(await (await call("")).json()).toMatchObject({ recoveryCodesLeft: 8 });
  });

  it("counts a wrong code as a failed login, toward the same limit as passwords", async () => {
    await turnOn();
    for (let i = 0; i < 3; i++) expect((await login("000000")).status).toBe(401);
    for (let i = 0; i < 7; i++) {
      const other = await t.request("/api/admin/login", {
        method: "POST",
        json: { username: `someone${i}`, password: "a guess" },
        address: "203.0.113.7",
      });
      expect(other.status).toBe(401);
    }
    expect((await login("000000")).status).toBe(429);
    const failures = t.repos.audit.recent({ limit: 20, kind: "sign-ins" });
    expect(
      failures.filter((entry) => entry.action === "admin.sign-in-failed" && entry.actor === "owner"),
    ).toHaveLength(3);
  });

  const wrongCode = (address: string) => login("000000", address);
  /** The wait the server asks for, in seconds, or null when it answered otherwise. */
  const waitAsked = async (response: Response) => {
    if (response.status !== 429) return null;
    expect(await response.json()).toMatchObject({
      code: "tooManyCodes",
      error: refusalWords("tooManyCodes"),
    });
    return Number(response.headers.get("retry-after"));
  };

  it("makes the next code wait longer after each wrong one, from whatever network it comes", async () => {
    const { secret } = await turnOn();
    for (let i = 0; i < 3; i++) expect((await wrongCode(`2001:db8:${i}::1`)).status).toBe(401);
    // Even the right code waits its turn from a browser never signed in from, and so does the password alone.
    expect(await waitAsked(await login(appCodeAt(secret, t.now()), "2001:db8:99::1"))).toBe(30);
    expect(await waitAsked(await login(undefined, "198.51.100.4"))).toBe(30);
    t.advance(30_000);
    expect((await wrongCode("2001:db8:3::1")).status).toBe(401);
    expect(await waitAsked(await wrongCode("2001:db8:4::1"))).toBe(60);
    t.advance(60_000);
    expect((await wrongCode("2001:db8:5::1")).status).toBe(401);
    expect(await waitAsked(await wrongCode("2001:db8:6::1"))).toBe(120);
    t.advance(120_000);
    expect((await login(appCodeAt(secret, t.now()), "2001:db8:7::1")).status).toBe(200);
    // A right code does not wipe the slate: the wrong ones of the day still count.
    expect((await wrongCode("2001:db8:8::1")).status).toBe(401);
    expect(await waitAsked(await wrongCode("2001:db8:9::1"))).toBe(240);
    // A day on, they are forgotten.
    t.advance(24 * 60 * 60_000);
    expect((await wrongCode("2001:db8:a::1")).status).toBe(401);
  });

  it("lets the owner straight in from a browser signed in from before, however long others must wait", async () => {
    const { secret } = await turnOn();
    const first = await login(appCodeAt(secret, t.now()));
    const cookie = /known_device=[^;]+/.exec(first.headers.get("set-cookie") ?? "")?.[0] ?? "";
    expect(cookie).not.toBe("");
    // Someone with the password tries code after code, each as soon as the server allows.
    for (let checked = 0, i = 0; checked < 6; i++) {
      const wait = await waitAsked(await wrongCode(`2001:db8:${i}::1`));
      if (wait) t.advance(wait * 1000);
      else checked++;
    }
    expect(await waitAsked(await wrongCode("2001:db8:ff::1"))).toBe(240);
    t.advance(STEP_MS);
    const owner = await t.request("/api/admin/login", {
      method: "POST",
      json: {
        username: TEST_ADMIN.username,
        password: TEST_ADMIN.password,
        code: appCodeAt(secret, t.now()),
      },
      address: "192.0.2.50",
      headers: { cookie },
    });
    expect(owner.status).toBe(200);
  });

  it("checks no more codes than the free ones when many are sent at once", async () => {
    await turnOn();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => wrongCode(`2001:db8:${i.toString(16)}::1`)),
    );
    const checked = answers.filter((response) => response.status === 401).length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(answers.every((response) => response.status === 401 || response.status === 429)).toBe(true);
  });

  it("turns off with the password, and sign-in asks for no code again", async () => {
    await turnOn();
    expect(await refusalOf(await call("/disable", { password: "not it" }))).toMatchObject({
      status: 403,
      code: "wrongPassword",
    });
    const off = await call("/disable", { password: TEST_ADMIN.password });
    expect(await off.json()).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect((await login()).status).toBe(200);
    expect(await refusalOf(await call("/disable", { password: TEST_ADMIN.password }))).toMatchObject({
      status: 409,
      code: "twoFactorNotOn",
    });
  });

  const storedCodes = () =>
    (t.db.prepare("SELECT code_hash AS hash FROM admin_recovery_codes").all() as { hash: string }[]).map(
      ({ hash }) => hash,
    );
  const saltOf = (hash: string) => hash.split("$")[4];

  it("keeps recovery codes by a salted slow hash, so a backup gives none away to a fast guesser", async () => {
    const { recoveryCodes } = await turnOn();
    const stored = storedCodes();
    expect(stored).toHaveLength(10);
    for (const hash of stored) expect(hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    // One salt per set: a typed code costs one hash to check against all ten.
    expect(new Set(stored.map(saltOf)).size).toBe(1);
    const [code = ""] = recoveryCodes;
    const fast = createHash("sha256").update(code.replace("-", "")).digest("hex");
    expect(stored.join()).not.toContain(fast);
  });

  it("hashes slowly, when the server starts, codes kept by the fast hash, and each still signs in once", async () => {
    const { recoveryCodes } = await turnOn();
    const fast = (code: string) => createHash("sha256").update(code.replace("-", "")).digest("hex");
    t.db.exec("DELETE FROM admin_recovery_codes");
    const adminId = t.repos.admins.first()?.id;
    for (const code of recoveryCodes)
      t.db
        .prepare("INSERT INTO admin_recovery_codes (admin_id, code_hash) VALUES (?, ?)")
        .run(adminId, fast(code));
    t.startAgain();
    const stored = storedCodes();
    expect(stored.every((hash) => hash.startsWith("scrypt$"))).toBe(true);
    expect(new Set(stored.map(saltOf)).size).toBe(1);
    expect((await login(recoveryCodes[3])).status).toBe(200);
    expect(await refusalOf(await login(recoveryCodes[3]))).toMatchObject({
      status: 401,
      code: "invalidCode",
    });
  });

  const storedKey = () =>
    (t.db.prepare("SELECT totp_secret AS key FROM admins").get() as { key: string | null }).key;

  it("keeps the authenticator's key sealed in the database, so a backup of it gives none away", async () => {
    const { secret } = await turnOn();
    expect(storedKey()).toMatch(/^sealed1:/);
    expect(storedKey()).not.toContain(secret);
    expect((await login(appCodeAt(secret, t.now()))).status).toBe(200);
  });

  it("seals a key stored before keys were sealed when the server starts, and it still signs in", async () => {
    const { secret } = await turnOn();
    t.db.prepare("UPDATE admins SET totp_secret = ?").run(secret);
    t.startAgain();
    expect(storedKey()).toMatch(/^sealed1:/);
    expect((await login(appCodeAt(secret, t.now()))).status).toBe(200);
  });

  it("says plainly when this server cannot open the key, and a recovery code still signs in", async () => {
    const { secret, recoveryCodes } = await turnOn();
    const elsewhere = createSecretBox(randomBytes(48), "authenticator key", "").seal(secret);
    t.db.prepare("UPDATE admins SET totp_secret = ?").run(elsewhere);
    expect(await refusalOf(await login(appCodeAt(secret, t.now())))).toEqual({
      status: 500,
      error: refusalWords("twoFactorUnreadable"),
      code: "twoFactorUnreadable",
    });
    expect((await login(recoveryCodes[0])).status).toBe(200);
  });
});
