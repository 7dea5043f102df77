import { createMiddleware } from "hono/factory";
import type { RefusalCode } from "#core/refusals";
import type { AppEnv } from "../app-env";
import type { Repositories } from "../db/repositories";
import { refuse } from "../http/errors";
import type { TokenService } from "./tokens";

type SessionRefusal = Extract<RefusalCode, `session${string}`>;

const unauthorized = (code: SessionRefusal) =>
  refuse(code, { headers: { "WWW-Authenticate": 'Bearer realm="admin"' } });

/**
 * The one gate in front of every admin route: a current, unrevoked bearer token of an existing
 * admin, whose session has not been signed out.
 */
export const requireAdmin = (tokens: TokenService, repos: Pick<Repositories, "admins" | "sessions">) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const header = c.req.header("authorization");
    if (!header) throw unauthorized("sessionMissing");
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/.exec(header);
    if (!match?.[1]) throw unauthorized("sessionInvalid");
    const check = await tokens.verify(match[1]);
    if (!check.ok) throw unauthorized(check.reason === "expired" ? "sessionExpired" : "sessionInvalid");
    const admin = repos.admins.findById(check.claims.adminId);
    if (!admin) throw unauthorized("sessionInvalid");
    if (admin.tokenVersion !== check.claims.tokenVersion) throw unauthorized("sessionRevoked");
    const session = repos.sessions.use(check.claims.sessionId);
    // Unused for a day: ended as a token past its time is, and said the same way.
    if (session === "idle") throw unauthorized("sessionExpired");
    if (session?.adminId !== admin.id) throw unauthorized("sessionSignedOut");
    c.set("admin", admin);
    c.set("session", session);
    c.header("Cache-Control", "no-store");
    await next();
  });
