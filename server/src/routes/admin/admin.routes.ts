import type { Context } from "hono";
import { api } from "#core/api";
import { activityQuerySchema } from "#core/schemas/activity";
import {
  adminMessages,
  changePasswordRequestSchema,
  changeUsernameRequestSchema,
  loginRequestSchema,
} from "#core/schemas/admin";
import type { AppEnv } from "../../app-env";
import { hashPassword, isCommonPassword, verifyPassword } from "../../auth/passwords";
import type { AdminRecord } from "../../db/repositories/admin-repository";
import { publicAdmin } from "../../db/repositories/admin-repository";
import { clientAddress } from "../../http/client-address";
import { HttpError } from "../../http/errors";
import { readJson, readQuery } from "../../http/read-body";
import type { RouteContext } from "../route-context";

export function registerAdminRoutes(ctx: RouteContext) {
  const { route, repos, tokens, throttle, audit, passwordCost, trustProxy } = ctx;
  // Verifying against a real hash when the username is unknown keeps both failures equally slow.
  const decoyHash = hashPassword("decoy password that never matches", passwordCost);

  const session = async (admin: AdminRecord) => ({
    token: await tokens.sign({ adminId: admin.id, tokenVersion: admin.tokenVersion }),
    admin: publicAdmin(admin),
  });

  /** Password checks share the login throttle, so a stolen session cannot be used to guess the password. */
  const checkPassword = async (c: Context<AppEnv>, username: string, hash: string, password: string) => {
    const address = clientAddress(c, trustProxy);
    const check = throttle.check(address, username);
    if (!check.allowed) {
      throw new HttpError(
        429,
        `Too many attempts. Please wait ${check.retryAfterSeconds} seconds and try again.`,
        {},
        { "Retry-After": String(check.retryAfterSeconds) },
      );
    }
    const ok = await verifyPassword(password, hash);
    if (ok) throttle.recordSuccess(address, username);
    else throttle.recordFailure(address, username);
    return ok;
  };

  route(api.login, async (c) => {
    const { username, password } = await readJson(c, loginRequestSchema);
    const admin = repos.admins.findByUsername(username);
    const ok = await checkPassword(c, username, admin?.passwordHash ?? (await decoyHash), password);
    if (!admin || !ok) throw new HttpError(401, adminMessages.invalidCredentials);
    return c.json(await session(admin));
  });

  route(api.session, (c) => c.json({ admin: publicAdmin(c.get("admin")) }));

  route(api.changeUsername, async (c) => {
    const admin = c.get("admin");
    const { newUsername, password } = await readJson(c, changeUsernameRequestSchema);
    if (!(await checkPassword(c, admin.username, admin.passwordHash, password))) {
      throw new HttpError(403, adminMessages.wrongPassword);
    }
    if (newUsername === admin.username) throw new HttpError(400, adminMessages.usernameUnchanged);
    const other = repos.admins.findByUsername(newUsername);
    if (other && other.id !== admin.id) throw new HttpError(409, "That username is already taken");
    const updated = repos.admins.setUsername(admin.id, newUsername) ?? admin;
    audit(c, "admin.username-changed", { type: "admin", id: admin.id, name: newUsername });
    return c.json(await session(updated));
  });

  route(api.changePassword, async (c) => {
    const admin = c.get("admin");
    const { currentPassword, newPassword } = await readJson(c, changePasswordRequestSchema);
    if (!(await checkPassword(c, admin.username, admin.passwordHash, currentPassword))) {
      throw new HttpError(403, adminMessages.wrongPassword);
    }
    if (isCommonPassword(newPassword, admin.username))
      throw new HttpError(400, adminMessages.passwordTooCommon);
    if (newPassword === currentPassword) {
      throw new HttpError(400, "The new password must be different from the current one");
    }
    const updated =
      repos.admins.setPassword(admin.id, await hashPassword(newPassword, passwordCost)) ?? admin;
    audit(c, "admin.password-changed", { type: "admin", id: admin.id, name: admin.username });
    return c.json(await session(updated));
  });

  route(api.activity, (c) => c.json(repos.audit.recent(readQuery(c, activityQuerySchema).limit)));
}
