/**
 * A visitor's POST /api/contact-messages with notifications off, against the same with the shop's
 * mail server down (refusing connections) or hanging (accepting, never answering), and with the
 * owner's phone subscribed to a push service that hangs, in alternating rounds on one machine. No
 * notification may be in the visitor's request, so each ratio should be about 1. Prints figures; exits non-zero only on a failed request.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import webpush from "web-push";
import { createServer, type Server } from "../server/src/app";
import { openDatabase } from "../server/src/db/connection";
import { silentLogger } from "../server/src/logger";
import { localMailServer } from "../server/src/testing/local-smtp";
import { makePushDevice } from "../server/src/testing/stand-in-push-service";
import { median, print } from "./report";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = 200;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-notify-"));

/** The real app on a database file of its own; emails on to `mailPort`, a push to `pushEndpoint`, when given. */
function shop(name: string, mailPort: number | null, pushEndpoint?: string) {
  const db = openDatabase(path.join(dir, `${name}.sqlite`));
  const { app, repos, notifications } = createServer({
    db,
    secret: randomBytes(32),
    logger: silentLogger,
    uploadsDir: path.join(dir, `${name}-uploads`),
    backupsDir: path.join(dir, `${name}-backups`),
    vapidKeys: webpush.generateVAPIDKeys(),
    sampleData: false,
    // The mail server down or hanging is one on this machine, which a live site never uses.
    standIns: { locateMailServer: localMailServer(mailPort ?? undefined), localPushServices: true },
  });
  const admin = repos.admins.create("owner", "owner@example.com", "unused");
  if (pushEndpoint)
    repos.pushSubscriptions.save(admin.id, makePushDevice(pushEndpoint).subscription, "bench");
  if (mailPort !== null)
    notifications.emailSettings.save({
      enabled: true,
      host: "smtp.shop.test",
      port: 587,
      security: "none",
      username: "",
      password: "",
      from: "shop@example.com",
    });
  return app;
}

async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as net.AddressInfo).port;
}

let sent = 0;
/** Median milliseconds of REQUESTS messages, each from its own address so no send limit is met. */
async function sendMessages(app: Server["app"]): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    sent += 1;
    const body = JSON.stringify({
      firstName: "Rahima",
      lastName: "Khatun",
      phone: "01711234567",
      message: `Message ${sent}`,
    });
    const address = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
    const start = performance.now();
    const response = await app.request(
      "/api/contact-messages",
      { method: "POST", headers: { "content-type": "application/json" }, body },
      { incoming: { socket: { remoteAddress: address } } },
    );
    times.push(performance.now() - start);
    if (response.status !== 201) throw new Error(`POST /api/contact-messages answered ${response.status}`);
  }
  // Lets the background sends of this round run before the next round's timing.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return median(times);
}

async function main() {
  // Nothing listens on a port just freed: every connection is refused.
  const refusing = net.createServer();
  const refusedPort = await listen(refusing);
  await new Promise((resolve) => refusing.close(resolve));
  // Accepts and never says a word: the sender waits for its timeout.
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  const silentPort = await listen(silent);

  const shops = {
    off: shop("off", null),
    refused: shop("refused", refusedPort),
    silent: shop("silent", silentPort),
    push: shop("push", null, `http://127.0.0.1:${silentPort}/push/phone`),
  };
  const results: Record<keyof typeof shops, number[]> = { off: [], refused: [], silent: [], push: [] };
  await sendMessages(shops.off); // warm-up
  const names = Object.keys(shops) as (keyof typeof shops)[];
  for (let round = 0; round < ROUNDS; round++) {
    // Each round starts with another shop, so going first (or last) favours none of them.
    for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)])
      results[name].push(await sendMessages(shops[name]));
  }
  const off = median(results.off);
  print(`POST /api/contact-messages, median of ${ROUNDS} rounds of ${REQUESTS} (each round's median)`);
  const rows: [string, number][] = [
    ["notifications off", off],
    ["mail server refusing", median(results.refused)],
    ["mail server not answering", median(results.silent)],
    ["push service not answering", median(results.push)],
  ];
  for (const [label, ms] of rows)
    print(`  ${label.padEnd(28)} ${ms.toFixed(3)} ms  ×${(ms / off).toFixed(2)}`);
  for (const socket of sockets) socket.destroy();
  silent.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
}

main().catch((error: unknown) => {
  console.error(error);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
