import type { Context } from "hono";
import { api } from "#core/api";
import { activityQuerySchema } from "#core/schemas/activity";
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  loginRequestSchema,
} from "#core/schemas/admin";
import type { AppEnv } from "../../app-env";
import { codeWaitMs, WRONG_CODE_MEMORY_MS } from "../../auth/code-guessing";
import { deviceLabel, deviceName } from "../../auth/device-name";
import { createKnownDevices } from "../../auth/known-device";
import { hashPassword, isCommonPassword, verifyPassword } from "../../auth/passwords";
import { matchingRecoveryCode } from "../../auth/recovery-codes";
import { TOKEN_LIFETIME_SECONDS } from "../../auth/tokens";
import { appCodeStep, isAppCode } from "../../auth/two-factor";
import { newId } from "../../db/ids";
import type { AdminRecord } from "../../db/repositories/admin-repository";
import { publicAdmin } from "../../db/repositories/admin-repository";
import { clientAddress } from "../../http/client-address";
import { refuse } from "../../http/errors";
import { readJson, readQuery } from "../../http/read-body";
import type { RouteContext } from "../route-context";
import { registerTwoFactorRoutes } from "./two-factor.routes";

/** Why a right password still does not sign in, when two-factor sign-in is on. */
type SecondFactorRefusal =
  | "twoFactorRequired"
  | "invalidCode"
  | "codeAlreadyUsed"
  | "twoFactorUnreadable"
  | { wait: number };

export function registerAdminRoutes(ctx: RouteContext) {
  const {
    route,
    repos,
    tokens,
    authenticatorKeys,
    audit,
    passwordCost,
    trustProxy,
    publicUrl,
    now,
    logger,
    passwords,
  } = ctx;
  const devices = createKnownDevices(tokens, trustProxy, publicUrl);
  // Verifying against a real hash when the username is unknown keeps both failures equally slow.
  const decoyHash = hashPassword("decoy password that never matches", passwordCost);

  /**
   * A new signed-in session for this browser: a row to sign out of, and its token; the browser is
   * remembered as one the admin signs in from, as `deviceId` (a new one when not given).
   */
  const startSession = async (c: Context<AppEnv>, admin: AdminRecord, deviceId = newId()) => {
    await devices.remember(c, admin, deviceId);
    const sessionId = repos.sessions.create({
      adminId: admin.id,
      lifetimeSeconds: TOKEN_LIFETIME_SECONDS,
      userAgent: c.req.header("user-agent") ?? "",
      address: clientAddress(c, trustProxy),
      deviceId,
    });
    return {
      token: await tokens.sign({ adminId: admin.id, tokenVersion: admin.tokenVersion, sessionId }),
      admin: publicAdmin(admin),
    };
  };

  /** Whether a code typed is right, spending it if so: its time step, or the recovery code, never works again. */
  const checkCode = async (
    admin: AdminRecord,
    secret: string,
    code: string,
  ): Promise<SecondFactorRefusal | null> => {
    if (!isAppCode(code)) {
      const hash = await matchingRecoveryCode(code, repos.twoFactor.unusedRecoveryCodes(admin.id));
      return hash && repos.twoFactor.spendRecoveryCode(admin.id, hash) ? null : "invalidCode";
    }
    let key: string;
    try {
      key = authenticatorKeys.open(secret);
    } catch (error) {
      logger.error("two-factor key unreadable", { reason: (error as Error).message });
      return "twoFactorUnreadable";
    }
    const step = appCodeStep(key, code, now());
    if (step === null) return "invalidCode";
    return repos.twoFactor.spendStep(admin.id, step) ? null : "codeAlreadyUsed";
  };

  /**
   * Why the second factor refuses this sign-in, or null when it lets it through (two-factor is off,
   * or the code is right). Wrong codes count per account, from any network: after a few, the next
   * waits its turn, except from a browser the owner signed in from before (ADR 030).
   */
  const secondFactorRefusal = async (
    admin: AdminRecord,
    code: string | undefined,
    knownDevice: boolean,
  ): Promise<SecondFactorRefusal | null> => {
    const { secret } = repos.twoFactor.get(admin.id);
    if (!secret) return null;
    const at = now();
    const memory = new Date(at.getTime() - WRONG_CODE_MEMORY_MS);
    const wait = knownDevice ? 0 : codeWaitMs(repos.twoFactor.wrongCodesSince(admin.id, memory), at);
    if (wait > 0) return { wait };
    if (code === undefined) return "twoFactorRequired";
    // Counted before it is checked, so that parallel guesses see each other; a right code takes it back.
    const takeBack = repos.twoFactor.countWrongCode(admin.id, memory);
    const refused = await checkCode(admin, secret, code);
    if (refused === null || refused === "twoFactorUnreadable") takeBack();
    return refused;
  };

  route(api.login, async (c) => {
    const { username, password, code } = await readJson(c, loginRequestSchema);
    const admin = repos.admins.findByUsername(username);
    const deviceId = await devices.recognise(c, admin);
    const hash = admin?.passwordHash ?? (await decoyHash);
    const outcome: { refused: "invalidCredentials" | SecondFactorRefusal } = {
      refused: "invalidCredentials",
    };
    // The code is checked only after the password, inside the same throttled attempt: a wrong or
    // missing code counts as a failed sign-in, so codes cannot be guessed faster than passwords.
    const ok = await passwords.verify(c, { username, deviceId }, async ({ knownDevice }) => {
      if (!(await verifyPassword(password, hash)) || !admin) return false;
      const second = await secondFactorRefusal(admin, code, knownDevice);
      if (second) outcome.refused = second;
      // A wait was asked before any code was checked: the password was right, which the throttle hears.
      return second === null || typeof second === "object";
    });
    const address = clientAddress(c, trustProxy);
    // Only someone with the password hears this: to wait, or to use a browser signed in from before.
    if (typeof outcome.refused === "object")
      throw refuse("tooManyCodes", { retryAfterMs: outcome.refused.wait });
    // The password was right: the form asks for the code next, which is no failed sign-in to report.
    if (outcome.refused === "twoFactorRequired") throw refuse(outcome.refused);
    // The server's fault, not the visitor's guess: said as such, with the way back in.
    if (outcome.refused === "twoFactorUnreadable") throw refuse(outcome.refused);
    if (!admin || !ok) {
      // Who was tried and from where: the owner spots someone guessing. Throttled tries never get here.
      repos.audit.record({
        actor: username,
        action: "admin.sign-in-failed",
        entityType: "address",
        entityId: address,
        entityName: address,
      });
      throw refuse(outcome.refused);
    }
    const session = await startSession(c, admin, deviceId);
    repos.audit.record({
      actor: admin.username,
      action: "admin.signed-in",
      entityType: "address",
      entityId: address,
      entityName: deviceLabel(c.req.header("user-agent") ?? "", address),
    });
    // It carries a token: no cache between here and the browser may keep it.
    c.header("Cache-Control", "no-store");
    return c.json(session);
  });

  route(api.session, (c) => c.json({ admin: publicAdmin(c.get("admin")) }));

  route(api.logout, (c) => {
    repos.sessions.delete(c.get("session").id);
    c.set("publicDataUnchanged", true);
    return c.json({ signedOut: true as const });
  });

  route(api.changeUsername, async (c) => {
    const admin = c.get("admin");
    const { newUsername, password } = await readJson(c, changeUsernameRequestSchema);
    await passwords.confirm(c, admin, password);
    if (newUsername === admin.username) throw refuse("usernameUnchanged");
    const other = repos.admins.findByUsername(newUsername);
    if (other && other.id !== admin.id) throw refuse("usernameTaken");
    const updated = repos.transaction(() => {
      repos.sessions.deleteForAdmin(admin.id);
      return repos.admins.setUsername(admin.id, newUsername) ?? admin;
    });
    audit(c, "admin.username-changed", { type: "admin", id: admin.id, name: newUsername });
    return c.json(await startSession(c, updated, c.get("session").deviceId ?? undefined));
  });

  route(api.changePassword, async (c) => {
    const admin = c.get("admin");
    const { currentPassword, newPassword } = await readJson(c, changePasswordRequestSchema);
    await passwords.confirm(c, admin, currentPassword);
    if (isCommonPassword(newPassword, admin.username)) throw refuse("passwordTooCommon");
    if (newPassword === currentPassword) throw refuse("passwordUnchanged");
    const hash = await passwords.hashing(() => hashPassword(newPassword, passwordCost));
    const updated = repos.transaction(() => {
      repos.sessions.deleteForAdmin(admin.id);
      return repos.admins.setPassword(admin.id, hash) ?? admin;
    });
    audit(c, "admin.password-changed", { type: "admin", id: admin.id, name: admin.username });
    return c.json(await startSession(c, updated, c.get("session").deviceId ?? undefined));
  });

  route(api.changeEmail, async (c) => {
    const admin = c.get("admin");
    const { email, password } = await readJson(c, changeEmailRequestSchema);
    await passwords.confirm(c, admin, password);
    if (email === admin.email) throw refuse("emailUnchanged");
    const updated = repos.admins.setEmail(admin.id, email) ?? admin;
    audit(c, "admin.email-changed", { type: "admin", id: admin.id, name: email });
    c.set("publicDataUnchanged", true);
    return c.json({ admin: publicAdmin(updated) });
  });

  registerTwoFactorRoutes(ctx);

  route(api.activity, (c) => c.json(repos.audit.recent(readQuery(c, activityQuerySchema))));

  route(api.listSessions, (c) => {
    const current = c.get("session").id;
    const sessions = repos.sessions.listForAdmin(c.get("admin").id).map((session) => ({
      id: session.id,
      current: session.id === current,
      ...deviceName(session.userAgent),
      address: session.address,
      signedInAt: session.createdAt,
      lastUsedAt: session.lastUsedAt,
    }));
    return c.json({ sessions });
  });

  route(api.endSession, (c) => {
    const ended = repos.sessions.deleteForAdminById(c.get("admin").id, c.req.param("id") ?? "");
    if (!ended) throw refuse("deviceNotSignedIn");
    audit(c, "admin.device-signed-out", {
      type: "session",
      id: ended.id,
      name: deviceLabel(ended.userAgent, ended.address),
    });
    c.set("publicDataUnchanged", true);
    return c.json({ signedOut: 1 });
  });

  route(api.endOtherSessions, async (c) => {
    const { admin, session } = c.var;
    const signedOut = repos.sessions.deleteOthersForAdmin(admin.id, session.id);
    // The browsers signed out are strangers again, a stolen device cookie with them; this one stays known.
    const updated = repos.admins.forgetDevices(admin.id) ?? admin;
    await devices.remember(c, updated, session.deviceId ?? newId());
    if (signedOut > 0) {
      audit(c, "admin.other-devices-signed-out", {
        type: "session",
        id: "others",
        name: String(signedOut),
      });
    }
    c.set("publicDataUnchanged", true);
    return c.json({ signedOut });
  });
}
