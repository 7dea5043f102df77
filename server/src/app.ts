import type { Database } from "better-sqlite3";
import type { Context } from "hono";
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { PageRead } from "#core/page-render";
import type { AppEnv } from "./app-env";
import { createLoginThrottle } from "./auth/login-throttle";
import { PRODUCTION_COST } from "./auth/passwords";
import { hardenStoredCodes, recoveryCodeCost } from "./auth/recovery-codes";
import { requireAdmin } from "./auth/require-admin";
import { createSecretBox, isSealed } from "./auth/secret-box";
import { createTokenService } from "./auth/tokens";
import { type BackupService, createBackupService } from "./backup/backup-service";
import { createOffsiteSettings } from "./backup/offsite-settings";
import { createRepositories, type Repositories } from "./db/repositories";
import type { ServerRender } from "./html/server-render";
import { createShellRenderer } from "./html/shell-renderer";
import { createAnswerCache } from "./http/answer-cache";
import { HttpError, refuse } from "./http/errors";
import { createPageFront } from "./http/page-front";
import { compileProxyTrust, type ProxyTrustSetting } from "./http/proxy-trust";
import { readWholeBody } from "./http/read-body";
import { securityHeaders } from "./http/security-headers";
import { mountStaticSite } from "./http/static-site";
import type { Logger } from "./logger";
import { createNotifications, type Notifications } from "./notifications/notifications";
import type { VapidKeys } from "./notifications/vapid-keys";
import { createRateCards } from "./rate-cards/rate-cards";
import { registerAdminRoutes } from "./routes/admin/admin.routes";
import { createPasswordChecks } from "./routes/admin/password-check";
import { isBackupUpload, registerBackupRoutes } from "./routes/backups/backups.routes";
import { registerOffsiteRoutes } from "./routes/backups/offsite.routes";
import { registerCollectionRoutes } from "./routes/collections/collections.routes";
import { registerContactMessageRoutes } from "./routes/contact-messages/contact-messages.routes";
import { registerDiscoveryRoutes } from "./routes/discovery/discovery.routes";
import { registerGoldRateRoutes } from "./routes/gold-rates/gold-rates.routes";
import { registerJewelryRoutes } from "./routes/jewelry/jewelry.routes";
import { registerNotificationRoutes } from "./routes/notifications/notifications.routes";
import { registerRateAlertRoutes } from "./routes/rate-alerts/rate-alerts.routes";
import { registerRateCardRoutes } from "./routes/rate-cards/rate-cards.routes";
import { createRouteRegistrar, type RouteContext } from "./routes/route-context";
import { registerSettingsRoutes } from "./routes/settings/settings.routes";
import { registerSystemRoutes } from "./routes/system/system.routes";
import { mountUploadedFiles } from "./routes/uploads/uploaded-files";
import { isPhotoUpload, readUploadBody, registerUploadRoutes } from "./routes/uploads/uploads.routes";
import { createUploadStore, type UploadStore } from "./uploads/upload-store";

export const MAX_BODY_BYTES = 64 * 1024;

export interface ServerOptions {
  db: Database;
  secret: Uint8Array;
  logger: Logger;
  /** Where the owner's photos are kept (DATA_DIR/uploads). */
  uploadsDir: string;
  /** Where the shop's backups are written (DATA_DIR/backups), also daily by the server. */
  backupsDir: string;
  /** The server's push key pair (DATA_DIR/vapid-keys.json). */
  vapidKeys: VapidKeys;
  sampleData?: boolean;
  /** The proxies in front that may name the client; none by default. */
  trustProxy?: ProxyTrustSetting;
  /** Served as the site when set: the built PWA (pwa/dist). */
  staticDir?: string;
  /** Renders the public pages on the server when set: the PWA's server-render build (pwa/dist-server). */
  serverRender?: ServerRender;
  publicUrl?: string;
  now?: () => Date;
  /** scrypt cost exponent; tests lower it to keep hashing fast. */
  passwordCost?: number;
  version?: string;
  /** What a test or bench stands in on this machine: a mail server, how mail leaves, a push service. */
  standIns?: Pick<
    Parameters<typeof createNotifications>[0],
    "locateMailServer" | "send" | "localPushServices"
  >;
}

const isHttps = (publicUrl: string | undefined) => publicUrl?.startsWith("https://") ?? false;

const errorBody = (c: Context, error: HttpError) => {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header("Cache-Control", "no-store");
  return c.json(error.toJSON(), error.status);
};

/**
 * A public API answer, read in process for a page the server renders: the same answer, ETag and
 * all, that the browser would fetch. The admin's calls are never read this way.
 */
async function readPublicApi(app: Hono<AppEnv>, path: string): Promise<PageRead> {
  if (!path.startsWith("/api/") || path.startsWith("/api/admin")) return { status: 403 };
  const response = await app.request(path, { headers: { accept: "application/json" } });
  if (response.status !== 200) return { status: response.status };
  return { status: 200, data: await response.json(), etag: response.headers.get("etag") };
}

/**
 * The whole server, made once per process: its repositories, photo store, backups, notifications,
 * and the app that serves the /api contract and the site. `main`, the tests and the benches all
 * start it this way.
 */
export function createServer(options: ServerOptions) {
  const now = options.now ?? (() => new Date());
  const { db, logger } = options;
  const repos = createRepositories(db, now);
  const uploads = createUploadStore(options.uploadsDir);
  const backups = createBackupService({
    source: { db, uploadsDir: uploads.dir, backupsDir: options.backupsDir },
    repos,
    logger,
    now,
  });
  const notifications = createNotifications({
    repos,
    logger,
    now,
    publicUrl: options.publicUrl,
    secret: options.secret,
    vapidKeys: options.vapidKeys,
    ...options.standIns,
  });
  const { app, cache } = createApp({ ...options, now, repos, uploads, backups, notifications });
  const answerKeptPage = createPageFront({ cache, https: isHttps(options.publicUrl), logger });
  return { app, answerKeptPage, repos, uploads, backups, notifications };
}

export type Server = ReturnType<typeof createServer>;

interface AppParts extends ServerOptions {
  now: () => Date;
  repos: Repositories;
  uploads: UploadStore;
  backups: BackupService;
  notifications: Notifications;
}

/** The app of the server: the /api contract, the static site and the middleware around both. */
function createApp(deps: AppParts) {
  const { now, repos } = deps;
  const tokens = createTokenService(deps.secret, now);
  const authenticatorKeys = createSecretBox(
    deps.secret,
    "authenticator key",
    "turn two-factor sign-in off with `npm run admin -- reset-password --turn-off-two-factor` and set it up again",
  );
  const secureStoredSecrets = () => {
    // Keys stored before they were sealed are sealed now, so no backup made from here on holds one.
    repos.twoFactor.sealStored((stored) => (isSealed(stored) ? stored : authenticatorKeys.seal(stored)));
    // Recovery codes stored by a fast hash are hashed slowly now, for the same reason.
    repos.twoFactor.hardenStoredCodes((hashes) =>
      hardenStoredCodes(hashes, recoveryCodeCost(deps.passwordCost ?? PRODUCTION_COST)),
    );
  };
  secureStoredSecrets();
  // The storage's secret key is sealed too: the backups it receives hold it, unreadable without this server.
  const offsite = deps.backups.copyOffsite(
    createOffsiteSettings(
      repos.flags,
      createSecretBox(
        deps.secret,
        "offsite storage secret key",
        "enter the secret key again in the admin's Backups",
      ),
    ),
  );
  const cache = createAnswerCache(now);
  const adminGate = requireAdmin(tokens, repos);
  const app = new Hono<AppEnv>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    deps.logger.info("request", {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  app.use(securityHeaders({ https: isHttps(deps.publicUrl) }));
  const wholeBody = readWholeBody(MAX_BODY_BYTES);
  const uploadBody = readUploadBody(adminGate);
  // Reads carry no body; skipping them spares building a full Request object on the hot path.
  app.use("/api/*", (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // A restore replaces the database under every write: each waits for it to end.
    if (deps.backups.restoring()) throw refuse("shopRestoring", { retryAfterMs: 60_000 });
    // A backup sent back is streamed to disk by its route, after the admin gate: it may be gigabytes.
    if (isBackupUpload(c)) return next();
    return isPhotoUpload(c) ? uploadBody(c, next) : wholeBody(c, next);
  });
  // Any successful write may change what the public reads, so the read cache starts afresh.
  app.use("/api/*", async (c, next) => {
    await next();
    if (c.req.method !== "GET" && c.req.method !== "HEAD" && c.res.ok && !c.get("publicDataUnchanged"))
      cache.clear();
  });

  const trustProxy = compileProxyTrust(deps.trustProxy ?? { kind: "none" });
  const ctx: RouteContext = {
    repos,
    cache,
    tokens,
    authenticatorKeys,
    passwords: createPasswordChecks(createLoginThrottle({ now }), trustProxy),
    secureStoredSecrets,
    logger: deps.logger,
    now,
    passwordCost: deps.passwordCost ?? PRODUCTION_COST,
    sampleData: deps.sampleData ?? true,
    trustProxy,
    publicUrl: deps.publicUrl,
    version: deps.version ?? "dev",
    backups: deps.backups,
    offsite,
    ...deps.notifications,
    route: createRouteRegistrar(app, adminGate),
    audit: (c, action, entity) =>
      repos.audit.record({
        actor: c.get("admin").username,
        action,
        entityType: entity.type,
        entityId: entity.id,
        entityName: entity.name,
      }),
  };
  registerSystemRoutes(ctx, deps.uploads);
  registerAdminRoutes(ctx);
  registerSettingsRoutes(ctx);
  registerJewelryRoutes(ctx);
  registerCollectionRoutes(ctx);
  registerContactMessageRoutes(ctx);
  registerGoldRateRoutes(ctx);
  const rateCards = createRateCards({
    repos,
    uploads: deps.uploads,
    publicUrl: deps.publicUrl,
    siteRoot: deps.staticDir,
  });
  registerRateCardRoutes(ctx, rateCards);
  registerUploadRoutes(ctx, deps.uploads);
  registerBackupRoutes(ctx);
  registerOffsiteRoutes(ctx);
  registerNotificationRoutes(ctx);
  registerRateAlertRoutes(ctx);
  registerDiscoveryRoutes(app, ctx, deps.publicUrl);
  mountUploadedFiles(app, deps.uploads);

  if (deps.staticDir) {
    const renderer = createShellRenderer({
      repos,
      publicUrl: deps.publicUrl,
      siteRoot: deps.staticDir,
      serverRender: deps.serverRender,
      rateCardImage: rateCards.previewImage,
      readApi: (path) => readPublicApi(app, path),
    });
    mountStaticSite(app, deps.staticDir, renderer, {
      cache,
      // A page shows the rates: it is rendered again when a scheduled board takes effect, and at
      // least hourly for what changes with the time alone (the rate history's days).
      staleAt: () => {
        const hour = new Date(now().getTime() + 60 * 60 * 1000);
        const board = repos.rates.nextChangeAfter(now());
        return board && board < hour ? board : hour;
      },
    });
  }

  app.notFound((c) =>
    errorBody(
      c,
      new HttpError(
        404,
        c.req.path.startsWith("/api") ? `No such API call: ${c.req.method} ${c.req.path}` : "Not found",
      ),
    ),
  );
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorBody(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorBody(c, new HttpError(error.status, error.message || "The request could not be handled"));
    }
    deps.logger.error("unhandled error", { method: c.req.method, path: c.req.path, error: String(error) });
    return errorBody(c, new HttpError(500, "Something went wrong on our side. Please try again."));
  });

  return { app, cache };
}
