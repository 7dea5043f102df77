import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import type { AdminRepository } from "../db/repositories/admin-repository";
import { HttpError } from "../http/errors";
import type { TokenService } from "./tokens";

export const sessionMessages = {
  missing: "Sign in to continue",
  invalid: "Your session is not valid. Please sign in again.",
  expired: "Your session has expired. Please sign in again.",
  revoked: "Your sign-in details were changed, so this session has ended. Please sign in again.",
} as const;

const unauthorized = (message: string) =>
  new HttpError(401, message, {}, { "WWW-Authenticate": 'Bearer realm="admin"' });

/** The one gate in front of every admin route: a current, unrevoked bearer token of an existing admin. */
export const requireAdmin = (tokens: TokenService, admins: AdminRepository) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) throw unauthorized(sessionMessages.missing);
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/.exec(header);
    if (!match?.[1]) throw unauthorized(sessionMessages.invalid);
    const check = await tokens.verify(match[1]);
    if (!check.ok)
      throw unauthorized(check.reason === "expired" ? sessionMessages.expired : sessionMessages.invalid);
    const admin = admins.findById(check.claims.adminId);
    if (!admin) throw unauthorized(sessionMessages.invalid);
    if (admin.tokenVersion !== check.claims.tokenVersion) throw unauthorized(sessionMessages.revoked);
    c.set("admin", admin);
    c.header("Cache-Control", "no-store");
    await next();
  });
