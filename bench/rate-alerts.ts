/**
 * A board taking effect for ALERTS visitors: the time to hand every alert to a push service that
 * answers each in 50 ms (a process of its own), and the shop's memory meanwhile above idle, over
 * several boards. Bar: under 60 s and under 100 MB. Prints figures; exits non-zero when an alert is
 * missing or a bar is not met.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import readline from "node:readline";
import webpush from "web-push";
import type { RateBoardPrices } from "../core/src/schemas/gold-rates";
import { createServer } from "../server/src/app";
import { openDatabase } from "../server/src/db/connection";
import { silentLogger } from "../server/src/logger";
import { makePushDevice } from "../server/src/testing/stand-in-push-service";
import { median, print } from "./report";

const ALERTS = Number(process.env.BENCH_ALERTS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TIME_BAR_S = 60;
const MEMORY_BAR_MB = 100;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-alerts-"));
const megabytes = (bytes: number) => bytes / 1024 / 1024;

const board = (gold22: number): RateBoardPrices => ({
  gold: { "22K": gold22, "21K": gold22 - 900, "18K": gold22 - 3500, Traditional: gold22 - 6300 },
  silver: { "22K": 340, "21K": 325, "18K": 278, Traditional: 208 },
});

/** The push service in its own process, and a way to ask how many pushes it has taken. */
async function startPushService() {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "bench/slow-push-service.ts"], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const lines = readline.createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const waiting: ((line: string) => void)[] = [];
  lines.on("line", (line) => waiting.shift()?.(line));
  const nextLine = () => new Promise<string>((resolve) => waiting.push(resolve));
  const url = await nextLine();
  return {
    url,
    async received(): Promise<number> {
      const line = nextLine();
      child.stdin?.write("count\n");
      return Number(await line);
    },
    stop: () => child.kill(),
  };
}

async function main() {
  const service = await startPushService();
  try {
    await measure(service);
  } finally {
    service.stop();
  }
}

async function measure(service: Awaited<ReturnType<typeof startPushService>>) {
  const { repos, notifications } = createServer({
    db: openDatabase(path.join(dir, "shop.sqlite")),
    secret: randomBytes(32),
    logger: silentLogger,
    uploadsDir: path.join(dir, "uploads"),
    backupsDir: path.join(dir, "backups"),
    vapidKeys: webpush.generateVAPIDKeys(),
    sampleData: false,
    standIns: { localPushServices: true },
  });
  // The board before the first round's, in force before anyone subscribes: it alerts no one.
  repos.rates.publish(board(12_000), new Date(), "owner");
  notifications.rateAlertRounds.boardsChanged();
  // One browser's keys for every subscription: each push is still encrypted and signed on its own.
  const { keys } = makePushDevice(`${service.url}/push/0`).subscription;
  repos.transaction(() => {
    for (let i = 0; i < ALERTS; i++)
      repos.rateAlerts.save({
        subscription: { endpoint: `${service.url}/push/${i}`, keys },
        language: i % 3 === 0 ? "en" : "bn",
        rule: { kind: "every" },
      });
  });

  const seconds: number[] = [];
  const aboveIdle: number[] = [];
  // Round 0 warms up (connections, code, the allocator's arenas) and is not counted: the figures are
  // of the shop as it runs, not of its first board.
  for (let round = 0; round <= ROUNDS; round++) {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const before = await service.received();
    const started = performance.now();
    repos.rates.publish(board(12_050 + round * 50), new Date(), "owner");
    notifications.rateAlertRounds.boardsChanged();
    await notifications.notifier.drain();
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const handed = (await service.received()) - before;
    if (handed !== ALERTS)
      throw new Error(`round ${round}: ${handed} of ${ALERTS} alerts reached the push service`);
    const figures = `${elapsed.toFixed(1)} s, peak ${megabytes(peak).toFixed(0)} MB (idle ${megabytes(idle).toFixed(0)} MB)`;
    print(round === 0 ? `  warm-up: ${figures}` : `  round ${round}: ${figures}`);
    if (round === 0) continue;
    seconds.push(elapsed);
    aboveIdle.push(megabytes(peak - idle));
  }
  const time = median(seconds);
  const memory = Math.max(...aboveIdle);
  print(`${ALERTS} alerts to a push service answering in 50 ms, ${ROUNDS} boards`);
  print(`  time to hand them all over, median   ${time.toFixed(1)} s   (bar: under ${TIME_BAR_S} s)`);
  print(`  memory above idle, highest round     ${memory.toFixed(1)} MB  (bar: under ${MEMORY_BAR_MB} MB)`);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(time < TIME_BAR_S && memory < MEMORY_BAR_MB ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(1);
});
