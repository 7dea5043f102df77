import type { Context, Handler, Hono, MiddlewareHandler } from "hono";
import type { Endpoint } from "#core/api";
import type { ActivityAction } from "#core/schemas/activity";
import type { AppEnv } from "../app-env";
import type { LoginThrottle } from "../auth/login-throttle";
import type { SecretBox } from "../auth/secret-box";
import type { TokenService } from "../auth/tokens";
import type { BackupService } from "../backup/backup-service";
import type { OffsiteCopies } from "../backup/offsite-copies";
import type { Repositories } from "../db/repositories";
import type { AnswerCache } from "../http/answer-cache";
import type { ProxyTrust } from "../http/proxy-trust";
import type { Logger } from "../logger";
import type { EmailSettings } from "../notifications/email-settings";
import type { Mailer } from "../notifications/mailer";
import type { Notifier } from "../notifications/notifier";
import type { PushSender } from "../notifications/push";

export interface RouteContext {
  repos: Repositories;
  cache: AnswerCache;
  tokens: TokenService;
  /** Seals the authenticator keys the database keeps, and opens them to check a code. */
  authenticatorKeys: SecretBox;
  throttle: LoginThrottle;
  logger: Logger;
  now: () => Date;
  passwordCost: number;
  sampleData: boolean;
  /** Which proxies in front may name the client (TRUST_PROXY). */
  trustProxy: ProxyTrust;
  /** The site's public origin (PUBLIC_URL), when set. */
  publicUrl?: string;
  version: string;
  backups: BackupService;
  /** Where backups are copied offsite, and the copies' state. */
  offsite: OffsiteCopies;
  /** Tells the owner of new messages, after the visitor has been answered. */
  notifier: Notifier;
  emailSettings: EmailSettings;
  /** Sends through the shop's mail server as saved: the test email and the notifications alike. */
  mailer: Mailer;
  push: PushSender;
  /** Registers a handler for one call of the contract, behind the admin gate when the call is an admin one. */
  route: (endpoint: Endpoint, handler: Handler<AppEnv>) => void;
  /** Writes one line of the audit log for the signed-in admin. */
  audit: (
    c: Context<AppEnv>,
    action: ActivityAction,
    entity: { type: string; id: string; name: string },
  ) => void;
}

export function createRouteRegistrar(app: Hono<AppEnv>, adminGate: MiddlewareHandler<AppEnv>) {
  return (endpoint: Endpoint, handler: Handler<AppEnv>) => {
    if (endpoint.admin) app.on(endpoint.method, endpoint.path, adminGate, handler);
    else app.on(endpoint.method, endpoint.path, handler);
  };
}
