import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import type { Repositories } from "../db/repositories";
import { HttpError } from "../http/errors";
import type { TokenService } from "./tokens";

export const sessionMessages = {
  missing: "Sign in to continue",
  invalid: "Your session is not valid. Please sign in again.",
  expired: "Your session has expired. Please sign in again.",
  revoked: "Your sign-in details were changed, so this session has ended. Please sign in again.",
  signedOut: "This session was signed out. Please sign in again.",
} as const;

const unauthorized = (message: string) =>
  new HttpError(401, message, {}, { "WWW-Authenticate": 'Bearer realm="admin"' });

/**
 * The one gate in front of every admin route: a current, unrevoked bearer token of an existing
 * admin, whose session has not been signed out.
 */
export const requireAdmin = (tokens: TokenService, repos: Pick<Repositories, "admins" | "sessions">) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) throw unauthorized(sessionMessages.missing);
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/.exec(header);
    if (!match?.[1]) throw unauthorized(sessionMessages.invalid);
    const check = await tokens.verify(match[1]);
    if (!check.ok)
      throw unauthorized(check.reason === "expired" ? sessionMessages.expired : sessionMessages.invalid);
    const admin = repos.admins.findById(check.claims.adminId);
    if (!admin) throw unauthorized(sessionMessages.invalid);
    if (admin.tokenVersion !== check.claims.tokenVersion) throw unauthorized(sessionMessages.revoked);
    const session = repos.sessions.use(check.claims.sessionId);
    if (session?.adminId !== admin.id) throw unauthorized(sessionMessages.signedOut);
    c.set("admin", admin);
    c.set("sessionId", session.id);
    c.header("Cache-Control", "no-store");
    await next();
  });
