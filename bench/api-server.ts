/** The real app on a fresh temporary database of `argv[2]` items, for bench/run.ts. */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import webpush from "web-push";
import { createServer } from "../server/src/app";
import { openDatabase } from "../server/src/db/connection";
import { serveShop } from "../server/src/http/serve-shop";
import { silentLogger } from "../server/src/logger";
import { benchCatalogue } from "./bench-catalogue";
import { announcePort, stopWithParent } from "./bench-child";

const itemCount = Number(process.argv[2] ?? 200);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "jewellery-bench-db-"));
stopWithParent(() => fs.rmSync(dir, { recursive: true, force: true }));

const db = openDatabase(path.join(dir, "shop.sqlite"));
const shop = createServer({
  db,
  secret: randomBytes(32),
  logger: silentLogger,
  uploadsDir: path.join(dir, "uploads"),
  backupsDir: path.join(dir, "backups"),
  vapidKeys: webpush.generateVAPIDKeys(),
  sampleData: false,
});
shop.repos.jewelry.createMany(benchCatalogue(itemCount));
serveShop(shop, { port: 0, hostname: "127.0.0.1" }, (info) => announcePort(info.port));
