/**
 * GET /api/jewelry on the real app against a bare node:http server answering the same bytes from
 * memory, in alternating runs so drift on the machine hits both alike; then the upload path, a
 * 12-megapixel photo through the photo pipeline; then the public pages (bench/pages.ts) and the
 * catalogue at scale (bench/catalogue-scale.ts). Prints numbers, never fails on them: only a broken
 * run (errors, non-2xx) makes it exit non-zero.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "./built-server";
import { benchCatalogueScale } from "./catalogue-scale";
import { startChildServer } from "./child-server";
import { CONNECTIONS, checkLoadTools, measureLoad, onServerCore } from "./load";
import { benchPages } from "./pages";
import { kilobytes, median, print } from "./report";
import { stopChild } from "./stop-child";
import { benchUploadPipeline } from "./upload-pipeline";

const ITEMS = 200;
const TARGET_RATIO = 0.6;
const WARMUP_SECONDS = 2;

function envCount(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, not "${raw}"`);
  return value;
}

const rounds = envCount("BENCH_ROUNDS", 5);
const seconds = envCount("BENCH_SECONDS", 5);
// Each round builds three photos of 12 megapixels: ~5 s of both cores.
const uploadRounds = envCount("BENCH_UPLOAD_ROUNDS", 3);

const measure = (origin: string, duration: number, headers: Record<string, string> = {}) =>
  measureLoad(`${origin}/api/jewelry`, duration, headers).rate;

const perSecond = (value: number) => Math.round(value).toLocaleString("en-US");

const children: ChildProcess[] = [];
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "jewellery-bench-"));
try {
  checkLoadTools();
  const api = await startChildServer("api-server.ts", [String(ITEMS)], children);
  onServerCore(children.at(-1)?.pid);

  const plain = await fetch(`${api}/api/jewelry`, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await plain.arrayBuffer());
  const count = plain.ok ? (JSON.parse(body.toString("utf8")) as unknown[]).length : 0;
  if (count !== ITEMS || plain.headers.get("content-encoding")) {
    throw new Error(`expected ${ITEMS} uncompressed items from the app, got ${plain.status} with ${count}`);
  }
  const brotli = await fetch(`${api}/api/jewelry`, { headers: { "accept-encoding": "br" } });
  await brotli.arrayBuffer();
  if (brotli.headers.get("content-encoding") !== "br") throw new Error("the app did not answer with br");

  const bodyFile = path.join(tmp, "jewelry.json");
  fs.writeFileSync(bodyFile, body);
  const contentType = plain.headers.get("content-type") ?? "application/json";
  const bare = await startChildServer("bare-server.ts", [bodyFile, contentType], children);
  onServerCore(children.at(-1)?.pid);
  // The bare server read the file before listening; gone now, an interrupted bench leaves nothing behind.
  fs.rmSync(tmp, { recursive: true, force: true });

  print(
    `GET /api/jewelry: ${ITEMS} items, ${kilobytes(body.byteLength)} JSON ` +
      `(${kilobytes(Number(brotli.headers.get("content-length")))} br), ${CONNECTIONS} connections, ` +
      `${rounds} × ${seconds} s per server, alternating`,
  );
  measure(bare, WARMUP_SECONDS);
  measure(api, WARMUP_SECONDS);

  const results: { bare: number; api: number; ratio: number }[] = [];
  print("round   bare req/s    api req/s   ratio");
  for (let round = 1; round <= rounds; round++) {
    const bareRate = measure(bare, seconds);
    const apiRate = measure(api, seconds);
    results.push({ bare: bareRate, api: apiRate, ratio: apiRate / bareRate });
    print(
      `${String(round).padStart(5)} ${perSecond(bareRate).padStart(12)} ${perSecond(apiRate).padStart(12)} ` +
        `${(apiRate / bareRate).toFixed(2).padStart(7)}`,
    );
  }

  const ratio = median(results.map((result) => result.ratio));
  print();
  print(
    `GET /api/jewelry (${ITEMS} items, ${CONNECTIONS} connections): ` +
      `api ${perSecond(median(results.map((result) => result.api)))} req/s, ` +
      `bare ${perSecond(median(results.map((result) => result.bare)))} req/s, ` +
      `ratio ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO.toFixed(2)}${ratio < TARGET_RATIO ? ", not met" : ""})`,
  );

  const brHeaders = { "accept-encoding": "br" };
  measure(api, WARMUP_SECONDS, brHeaders);
  print(
    `GET /api/jewelry with accept-encoding: br (${ITEMS} items, ${CONNECTIONS} connections, one run): ` +
      `api ${perSecond(measure(api, seconds, brHeaders))} req/s`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await Promise.all(children.map(stopChild));
  fs.rmSync(tmp, { recursive: true, force: true });
}

// After the servers stopped: the photos need the cores to themselves.
try {
  await benchUploadPipeline(uploadRounds);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}

// Last, on the production build: the public pages, then the catalogue at 500, 5,000 and 20,000 items.
try {
  await build();
  await benchPages({ rounds, seconds });
  await benchCatalogueScale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
