/**
 * The public pages of the sample shop (/, /jewelry, an item, /bn/jewelry) on the production build,
 * as a phone asks for them (brotli accepted), against a bare node:http server sending the same
 * bytes, in alternating runs at 32 connections from wrk (bench/load.ts): requests per second, their
 * ratio and the p99 latency. Then the server's memory once idle and after 10,000 more page
 * requests. Prints figures, never fails on them: only a broken run makes it exit non-zero.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { build } from "./built-server";
import { serve } from "./catalogue-scale";
import { startChildServer } from "./child-server";
import { CONNECTIONS, checkLoadTools, measureLoad, onServerCore } from "./load";
import { kilobytes, median, print } from "./report";
import { stopChild } from "./stop-child";

const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 20;
const MEMORY_REQUESTS = 10_000;
const TARGET_MEMORY_MB = 50;
const WARMUP_SECONDS = 1;
const AS_A_PHONE = { "accept-encoding": "br" };

const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]) / 1024);

/** One GET as a phone makes it, with the body as it came over the wire, still compressed. */
function rawGet(
  url: string,
): Promise<{ status: number; encoding: string; contentType: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: AS_A_PHONE }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            encoding: response.headers["content-encoding"] ?? "identity",
            contentType: response.headers["content-type"] ?? "text/html",
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on("error", reject);
  });
}

const perSecond = (value: number) => Math.round(value).toLocaleString("en-US");

export async function benchPages({ rounds, seconds }: { rounds: number; seconds: number }): Promise<void> {
  checkLoadTools();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "shop-bench-pages-"));
  const children: ChildProcess[] = [];
  const shop = await serve(0, work);
  onServerCore(shop.pid);
  try {
    const [item] = (await (await fetch(`${shop.origin}/api/jewelry`)).json()) as { _id: string }[];
    if (!item) throw new Error("the sample shop has no items");
    const pages = ["/", "/jewelry", `/jewelry/${item._id}`, "/bn/jewelry"];
    print(
      `Public pages of the sample shop, br, ${CONNECTIONS} connections (wrk on one core, the server on the other), ${rounds} × ${seconds} s per server and page, alternating`,
    );
    print(
      "page                                 br bytes   bare req/s    app req/s  ratio  p99 ms bare / app",
    );
    const summary: { page: string; ratio: number; p99: number }[] = [];
    for (const page of pages) {
      const url = `${shop.origin}${page}`;
      const response = await rawGet(url);
      if (response.status !== 200 || response.encoding !== "br")
        throw new Error(`${page} answered ${response.status}, ${response.encoding}`);
      const file = path.join(work, "page.br");
      fs.writeFileSync(file, response.body);
      const bare = await startChildServer("bare-server.ts", [file, response.contentType, "br"], children);
      onServerCore(children.at(-1)?.pid);
      measureLoad(bare, WARMUP_SECONDS, AS_A_PHONE);
      measureLoad(url, WARMUP_SECONDS, AS_A_PHONE);
      const runs: { bare: number; app: number; p99: number; bareP99: number }[] = [];
      for (let round = 0; round < rounds; round++) {
        const bareRun = measureLoad(bare, seconds, AS_A_PHONE);
        const appRun = measureLoad(url, seconds, AS_A_PHONE);
        runs.push({ bare: bareRun.rate, app: appRun.rate, p99: appRun.p99, bareP99: bareRun.p99 });
      }
      await stopChild(children.pop() as ChildProcess);
      const ratio = median(runs.map((run) => run.app / run.bare));
      const p99 = median(runs.map((run) => run.p99));
      summary.push({ page, ratio, p99 });
      print(
        `${page.padEnd(34)} ${kilobytes(response.body.byteLength).padStart(9)} ${perSecond(median(runs.map((run) => run.bare))).padStart(12)} ` +
          `${perSecond(median(runs.map((run) => run.app))).padStart(12)} ${ratio.toFixed(2).padStart(6)} ${median(
            runs.map((run) => run.bareP99),
          )
            .toFixed(1)
            .padStart(12)} / ${p99.toFixed(1)}`,
      );
    }
    const worstRatio = Math.min(...summary.map((entry) => entry.ratio));
    const worstP99 = Math.max(...summary.map((entry) => entry.p99));
    print(
      `pages: lowest ratio ${worstRatio.toFixed(2)} (target ≥ ${TARGET_RATIO}${worstRatio < TARGET_RATIO ? ", not met" : ""}), ` +
        `highest p99 ${worstP99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms${worstP99 >= TARGET_P99_MS ? ", not met" : ""})`,
    );

    // Memory: settled first, then as many page requests as the bar names, the four pages in turn.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const idle = rssMb(shop.pid);
    for (const page of pages) {
      const result = await autocannon({
        url: `${shop.origin}${page}`,
        connections: CONNECTIONS,
        amount: MEMORY_REQUESTS / pages.length,
        headers: AS_A_PHONE,
      });
      if (result.non2xx || result.errors)
        throw new Error(`${page}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    }
    const after = rssMb(shop.pid);
    print(
      `server memory: ${idle} MB idle, ${after} MB after ${MEMORY_REQUESTS.toLocaleString("en-US")} page requests: ` +
        `+${after - idle} MB (target within ${TARGET_MEMORY_MB} MB${after - idle > TARGET_MEMORY_MB ? ", not met" : ""})`,
    );
  } finally {
    await Promise.all(children.map(stopChild));
    await shop.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build();
  await benchPages({ rounds: 5, seconds: 5 });
}
