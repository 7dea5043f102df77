/** The real app on a fresh temporary database of `argv[2]` items, for bench/run.ts. */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import webpush from "web-push";
import { createApp } from "../server/src/app";
import { createBackupService } from "../server/src/backup/backup-service";
import { openDatabase } from "../server/src/db/connection";
import { createRepositories } from "../server/src/db/repositories";
import { silentLogger } from "../server/src/logger";
import { createNotifications } from "../server/src/notifications/notifications";
import { createUploadStore } from "../server/src/uploads/upload-store";
import { benchCatalogue } from "./bench-catalogue";
import { announcePort, stopWithParent } from "./bench-child";

const itemCount = Number(process.argv[2] ?? 200);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jewellery-bench-db-"));
stopWithParent(() => fs.rmSync(dir, { recursive: true, force: true }));

const db = openDatabase(path.join(dir, "shop.sqlite"));
const now = () => new Date();
createRepositories(db, now).jewelry.createMany(benchCatalogue(itemCount));

const uploads = createUploadStore(path.join(dir, "uploads"));
const backups = createBackupService({
  source: { db, uploadsDir: uploads.dir, backupsDir: path.join(dir, "backups") },
  repos: createRepositories(db, now),
  logger: silentLogger,
  now,
});
const repos = createRepositories(db, now);
const secret = randomBytes(32);
const app = createApp({
  db,
  secret,
  logger: silentLogger,
  uploads,
  backups,
  notifications: createNotifications({
    repos,
    logger: silentLogger,
    now,
    secret,
    vapidKeys: webpush.generateVAPIDKeys(),
  }),
  sampleData: false,
  now,
});
serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => announcePort(info.port));
