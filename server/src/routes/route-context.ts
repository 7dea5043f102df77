import type { Context, Hono, MiddlewareHandler, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import type { z } from "zod";
import type { Endpoint } from "#core/api";
import type { ActivityAction } from "#core/schemas/activity";
import type { AppEnv } from "../app-env";
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
import type { RateAlertRounds } from "../notifications/rate-alert-rounds";
import type { PasswordChecks } from "./admin/password-check";

export interface RouteContext {
  repos: Repositories;
  cache: AnswerCache;
  tokens: TokenService;
  /** Seals the authenticator keys the database keeps, and opens them to check a code. */
  authenticatorKeys: SecretBox;
  /** Seals what an older release stored in the clear: at the start, and after a restore. */
  secureStoredSecrets: () => void;
  /** Every password check and hash of the admin routes: throttled, and a few at a time. */
  passwords: PasswordChecks;
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
  /** Alerts visitors when a board takes effect. */
  rateAlertRounds: RateAlertRounds;
  /** Registers a handler for one call of the contract, behind the admin gate when the call is an admin one. */
  route: <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => void;
  /** Writes one line of the audit log for the signed-in admin. */
  audit: (
    c: Context<AppEnv>,
    action: ActivityAction,
    entity: { type: string; id: string; name: string },
  ) => void;
}

/**
 * What a handler of `E` answers: JSON of the shape its schema in the contract names, checked by the
 * compiler (the read cache's answers are typed by what they load); an answer that is no JSON (a
 * backup's download) by its schema being none.
 */
export type EndpointAnswer<E extends Endpoint> =
  z.input<E["response"]> extends Blob ? Response : TypedResponse<JSONParsed<z.input<E["response"]>>>;

export type EndpointHandler<E extends Endpoint> = (
  c: Context<AppEnv>,
) => EndpointAnswer<E> | Promise<EndpointAnswer<E>>;

export function createRouteRegistrar(app: Hono<AppEnv>, adminGate: MiddlewareHandler<AppEnv>) {
  return <E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>) => {
    if (endpoint.admin) app.on(endpoint.method, endpoint.path, adminGate, handler);
    else app.on(endpoint.method, endpoint.path, handler);
  };
}
