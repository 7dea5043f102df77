/**
 * The public read cache under made-up queries: the built server's memory (RSS) on a 5,000-item shop
 * once a device has synced, then after 1,000 distinct anonymous GET /api/jewelry/changes, each a
 * query no device makes (an unknown cursor, a part after any id, any limit), and again after a
 * write empties the cache and the same queries come again; each read once the server has been idle
 * for 10 s. Prints figures, never fails on them.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CATALOGUE_PART_SIZE } from "#core/catalogue-parts";
import { BENCH_ADMIN, build } from "./built-server";
import { SERVE_ADMIN_PASSWORD, serve } from "./catalogue-scale";
import { print } from "./report";

const ITEMS = 5_000;
const QUERIES = 1_000;

/** How long the server is left alone before its memory is read: V8 gives back what it no longer holds once idle. */
const SETTLE_MS = 10_000;

/** The server's memory (RSS) once it has been idle a while: what it keeps, not the last request's garbage. */
async function settledRssMb(pid: number): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  return Math.round(
    Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024,
  );
}

/** The i-th made-up query: each distinct, in turn an unknown cursor, a part after a random id, a smaller part. */
function madeUp(i: number): string {
  const hex = randomBytes(8).toString("hex");
  if (i % 3 === 0) return `since=${hex}.${i}`;
  if (i % 3 === 1) return `after=${hex}&limit=${CATALOGUE_PART_SIZE}`;
  return `after=${hex}&limit=${1 + (i % (CATALOGUE_PART_SIZE - 1))}`;
}

async function read(origin: string, query: string): Promise<void> {
  const response = await fetch(`${origin}/api/jewelry/changes?${query}`, {
    headers: { "accept-encoding": "br, gzip" },
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`?${query} answered ${response.status}`);
}

async function madeUpQueries(origin: string): Promise<void> {
  for (let i = 0; i < QUERIES; i++) await read(origin, madeUp(i));
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-cache-"));
await build();
const served = await serve(ITEMS, work);
try {
  // A device's first sync, part by part, as the site makes it: what the cache is for.
  let after = "";
  let firstItem = "";
  for (;;) {
    const part = new URLSearchParams({ ...(after ? { after } : {}), limit: String(CATALOGUE_PART_SIZE) });
    const response = await fetch(`${served.origin}/api/jewelry/changes?${part}`);
    const { items, next } = (await response.json()) as { items: { _id: string }[]; next: string | null };
    firstItem ||= items[0]?._id ?? "";
    if (!next) break;
    after = next;
  }
  const idle = await settledRssMb(served.pid);
  const started = performance.now();
  await madeUpQueries(served.origin);
  const seconds = (performance.now() - started) / 1000;
  const afterQueries = await settledRssMb(served.pid);
  // The owner's write empties the cache: the same made-up queries may not fill it again.
  const login = await fetch(`${served.origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: BENCH_ADMIN, password: SERVE_ADMIN_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const write = await fetch(`${served.origin}/api/jewelry/${firstItem}`, {
    method: "PUT",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ featured: true }),
  });
  if (!write.ok) throw new Error(`the owner's write answered ${write.status}`);
  await madeUpQueries(served.origin);
  const afterAgain = await settledRssMb(served.pid);

  print(`Read cache at ${ITEMS.toLocaleString("en")} items, ${QUERIES.toLocaleString("en")} made-up queries`);
  print();
  print("| | server memory (RSS) | above idle |");
  print("|---|---:|---:|");
  print(`| idle, after a device's full sync | ${idle} MB | |`);
  print(
    `| after ${QUERIES} made-up queries (${seconds.toFixed(0)} s) | ${afterQueries} MB | ${afterQueries - idle} MB |`,
  );
  print(`| after a write and the same queries again | ${afterAgain} MB | ${afterAgain - idle} MB |`);
} finally {
  await served.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
