import fs from "node:fs";
import path from "node:path";
import { buildState } from "../../../scripts/source-stamp.mjs";
import { createServer, type ServerOptions } from "../app";
import { ensureFirstAdmin } from "../auth/first-admin";
import { PRODUCTION_COST } from "../auth/passwords";
import { loadOrCreateSecret } from "../auth/secret";
import { backupsDirectory } from "../backup/write-backup";
import { loadConfig } from "../config";
import { DataFolderInUse, lockDataFolder } from "../db/data-folder-lock";
import { openShopDatabase } from "../db/open-shop-database";
import { loadServerRender } from "../html/server-render";
import { proxyTrustWarning } from "../http/proxy-trust";
import { serveShop } from "../http/serve-shop";
import { createLogger } from "../logger";
import { loadOrCreateVapidKeys } from "../notifications/vapid-keys";
import { projectRoot, pwaDist, pwaServerRender } from "../paths";
import { samplePictures } from "../sample/sample-pictures";
import { sampleDataWanted } from "../sample/seed";
import { uploadsDirectory } from "../uploads/upload-store";
import { startUploadHousekeeping } from "../uploads/upload-sweep";
import { checkCanListen, checkDataFolder, listenRefusal, StartRefused } from "./start-checks";

const SHUTDOWN_GRACE_MS = 10_000;

/** One server per data folder: a second one is refused, and the first keeps serving. */
function holdDataFolder(dataDir: string) {
  try {
    return lockDataFolder(dataDir, "server");
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    throw new StartRefused(
      `DATA_DIR ${error.refusal("stop it first, or give this server a DATA_DIR of its own")}`,
    );
  }
}

/**
 * Starts the shop as `npm start` does: checks, the database, the server and its background work,
 * and a clean stop on SIGTERM or SIGINT. A test may stand in for the outside world (a push service
 * on this machine); the live server never does.
 */
export async function runShop(standIns?: ServerOptions["standIns"]) {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  // What is in the way is told before anything is locked or migrated.
  checkDataFolder(config.DATA_DIR);
  await checkCanListen(config.HOST, config.PORT);
  const lock = holdDataFolder(config.DATA_DIR);
  const { db, upgrade } = await openShopDatabase(config.DATA_DIR);
  if (upgrade)
    logger.info("database brought up to date; the data as it was is kept", {
      fromVersion: upgrade.from,
      toVersion: upgrade.to,
      keptIn: upgrade.backup,
    });
  const trustWarning = proxyTrustWarning(config);
  if (trustWarning) logger.warn(trustWarning);
  if (buildState(projectRoot) === "stale")
    logger.warn("this build is older than the source beside it: run npm run build, then restart");
  const secret = loadOrCreateSecret(config.DATA_DIR);
  const version = (
    JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string }
  ).version;

  const shop = createServer({
    db,
    secret,
    logger,
    uploadsDir: uploadsDirectory(config.DATA_DIR),
    backupsDir: backupsDirectory(config.DATA_DIR),
    vapidKeys: loadOrCreateVapidKeys(config.DATA_DIR),
    sampleData: config.SAMPLE_DATA,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    staticDir: fs.existsSync(pwaDist) ? pwaDist : undefined,
    serverRender: await loadServerRender(pwaServerRender),
    version,
    standIns,
  });
  const { repos, uploads, backups, notifications } = shop;
  const created = await ensureFirstAdmin(repos.admins, {
    username: config.ADMIN_USERNAME,
    password: config.ADMIN_PASSWORD,
    cost: PRODUCTION_COST,
  });
  if (created?.generatedPassword) {
    // Shown once, on the console of the very first start, never again; on stderr, so the JSON log
    // on stdout (often kept by a collector) never holds it.
    process.stderr.write(
      `\n  Admin account created. Sign in at /admin/login with\n    username: ${created.username}\n    password: ${created.generatedPassword}\n  Change the password after signing in. Lost it? npm run admin -- reset-password\n\n`,
    );
  }
  if (!fs.existsSync(pwaDist)) logger.warn("no PWA build found: serving the API only", { expected: pwaDist });
  if (!config.PUBLIC_URL)
    logger.warn(
      "PUBLIC_URL is not set: pages get no canonical link or preview image, and there is no sitemap",
    );

  // A new shop's first visit seeds it; its pictures are built now, so that visit need not wait for
  // them, and before housekeeping looks: finding them stored marks them fresh, so it keeps them.
  const samples = config.SAMPLE_DATA && sampleDataWanted(repos) ? samplePictures(uploads, logger) : null;
  const dailyBackups = backups.start();
  const notifying = notifications.notifier.start();
  const alerting = notifications.rateAlertRounds.start();
  let housekeeping: { stop(): void } | undefined;
  let stopped = false;
  void Promise.resolve(samples)
    .catch(() => undefined)
    .then(() => {
      if (stopped) return;
      housekeeping = startUploadHousekeeping({
        store: uploads,
        repos,
        graceMs: config.UPLOAD_GRACE_HOURS * 60 * 60 * 1000,
        logger,
      });
    });

  const server = serveShop(shop, { port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info("listening", {
      url: `http://${info.address}:${info.port}`,
      dataDir: config.DATA_DIR,
      version,
    });
  });

  // Taken between the check and now: said the same way, then nothing is left running.
  server.once("error", (error: NodeJS.ErrnoException) => {
    process.stderr.write(`${listenRefusal(error, config.HOST, config.PORT).message}\n`);
    db.close();
    lock.release();
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    stopped = true;
    housekeeping?.stop();
    dailyBackups.stop();
    notifying.stop();
    alerting.stop();
    // Stop accepting, let requests in flight finish, then close the database cleanly.
    server.close(() => {
      db.close();
      lock.release();
      logger.info("stopped");
      process.exit(0);
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("forcing exit: requests still open after the grace period");
      db.close();
      lock.release();
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
