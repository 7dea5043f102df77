/**
 * The catalogue at 500, 5,000 and 20,000 items, on the production build: what a device's full and
 * delta syncs cost (compressed bytes and server time, median of rounds, each after a write), and
 * in Chromium with the processor slowed 4× what /jewelry costs (first paint, largest paint, how long
 * a first visit takes to hold the whole catalogue, DOM nodes once it does, and the time from each
 * keystroke of a search to the next paint, from the browser's Event Timing). Then Lighthouse on
 * /jewelry at 5,000 items beside the sample shop's 30, median of 3. The page's figures are medians of
 * three first visits, each key of the search its own. Prints figures, never fails on them: only a
 * broken run makes it exit non-zero. `BENCH_SIZES` (say `5000`) and `BENCH_PARTS` (say `page`) run a
 * part of it: a change to the search measured in a couple of minutes, not the whole run's nine.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { killAll } from "chrome-launcher";
import { type Browser, type CDPSession, chromium, type Page } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { CATALOGUE_CURSOR, DEVICE_DATABASE } from "../pwa/src/data/device/device-names";
import { databasePath, openDatabase } from "../server/src/db/connection";
import { createRepositories } from "../server/src/db/repositories";
import { benchCatalogue } from "./bench-catalogue";
import { BENCH_ADMIN, build, freePort, startServer, waitUntilServing } from "./built-server";
import { runLighthouse } from "./lighthouse-run";
import { kilobytes, median, print } from "./report";
import { stopChild } from "./stop-child";

const SIZES = [500, 5_000, 20_000];
const PARTS = ["sync", "page", "lighthouse"] as const;
type Part = (typeof PARTS)[number];
const SYNC_ROUNDS = 5;
/** First visits per catalogue size: a key's figure is its median over them, one slow run on a busy machine aside. */
const PAGE_RUNS = 3;
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_SIZE = 5_000;
const CPU_SLOWDOWN = 4;
const QUERY = "bangles";
/** The admin's password on the shops `serve` starts. */
export const SERVE_ADMIN_PASSWORD = "catalogue scale bench 2026";

/** The catalogue sizes in `BENCH_SIZES` (comma-separated), every size when it is not set. */
function sizesWanted(): number[] {
  const raw = process.env.BENCH_SIZES;
  if (!raw) return SIZES;
  return raw.split(",").map((size) => {
    const value = Number(size.trim());
    if (!Number.isSafeInteger(value) || value < 1)
      throw new Error(`BENCH_SIZES must list positive whole numbers, not "${raw}"`);
    return value;
  });
}

/** The parts in `BENCH_PARTS` (comma-separated: sync, page, lighthouse), every part when it is not set. */
function partsWanted(): ReadonlySet<Part> {
  const raw = process.env.BENCH_PARTS;
  if (!raw) return new Set(PARTS);
  return new Set(
    raw.split(",").map((name) => {
      const part = PARTS.find((known) => known === name.trim());
      if (!part) throw new Error(`BENCH_PARTS must list parts among ${PARTS.join(", ")}, not "${raw}"`);
      return part;
    }),
  );
}

export interface Served {
  origin: string;
  /** The server's process, for its memory. */
  pid: number;
  stop: () => Promise<void>;
}

/** The built server on a fresh database holding `items` bench items (or the sample shop when 0). */
export async function serve(items: number, workDir: string): Promise<Served> {
  const dataDir = fs.mkdtempSync(path.join(workDir, `data-${items}-`));
  if (items > 0) {
    const db = openDatabase(databasePath(dataDir));
    createRepositories(db, () => new Date()).jewelry.createMany(benchCatalogue(items));
    db.close();
  }
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = startServer({
    origin,
    port,
    dataDir,
    sampleData: items === 0,
    adminPassword: SERVE_ADMIN_PASSWORD,
  });
  await waitUntilServing(server, origin);
  if (items === 0) await fetch(`${origin}/api/init-sample-data-dev`, { method: "POST" });
  return { origin, pid: server.pid ?? 0, stop: () => stopChild(server) };
}

/** One GET as a phone's browser makes it: brotli accepted, the bytes counted as they come over the wire. */
function get(url: string): Promise<{ bytes: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const raw = Buffer.concat(chunks);
          const body =
            response.headers["content-encoding"] === "br"
              ? brotliDecompressSync(raw).toString()
              : raw.toString();
          if ((response.statusCode ?? 0) >= 400) reject(new Error(`${url}: ${response.statusCode}`));
          else resolve({ bytes: raw.length, ms: performance.now() - started, body });
        });
      })
      .on("error", reject);
  });
}

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: BENCH_ADMIN, password: SERVE_ADMIN_PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing in failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

interface SyncFigures {
  fullBytes: number;
  fullMs: number;
  deltaBytes: number;
  deltaMs: number;
}

/** A device's first sync, part after part as it asks for them: bytes and server time summed. */
async function wholeCatalogue(origin: string): Promise<{ bytes: number; ms: number }> {
  let after = "";
  let bytes = 0;
  let ms = 0;
  do {
    const part = await get(`${origin}/api/jewelry/changes${after ? `?after=${after}` : ""}`);
    bytes += part.bytes;
    ms += part.ms;
    after = (JSON.parse(part.body) as { next: string | null }).next ?? "";
  } while (after);
  return { bytes, ms };
}

/** Each round changes one item (which empties the server's answer cache), then syncs in full and from before the change. */
async function measureSync(origin: string): Promise<SyncFigures> {
  const token = await signIn(origin);
  const rounds: SyncFigures[] = [];
  for (let round = 0; round < SYNC_ROUNDS; round++) {
    const before = JSON.parse((await get(`${origin}/api/jewelry/changes`)).body) as {
      cursor: string;
      items: { _id: string; description: string }[];
    };
    const item = before.items[round % before.items.length];
    if (!item) throw new Error("the catalogue is empty");
    const changed = await fetch(`${origin}/api/jewelry/${item._id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ description: `${item.description} (round ${round})` }),
    });
    if (!changed.ok) throw new Error(`changing an item failed: ${changed.status}`);
    const delta = await get(`${origin}/api/jewelry/changes?since=${before.cursor}`);
    const deltaItems = (JSON.parse(delta.body) as { items: unknown[] }).items.length;
    if (deltaItems !== 1) throw new Error(`a delta after one change held ${deltaItems} items`);
    const full = await wholeCatalogue(origin);
    rounds.push({ fullBytes: full.bytes, fullMs: full.ms, deltaBytes: delta.bytes, deltaMs: delta.ms });
  }
  const of = (key: keyof SyncFigures) => median(rounds.map((figures) => figures[key]));
  return {
    fullBytes: of("fullBytes"),
    fullMs: of("fullMs"),
    deltaBytes: of("deltaBytes"),
    deltaMs: of("deltaMs"),
  };
}

interface PageFigures {
  fcpMs: number;
  /** From the page's start to the device holding the whole catalogue. */
  copyMs: number;
  lcpMs: number;
  domNodes: number;
  /** Per keystroke, ms from the key to the next paint; null where the browser reported under 16 ms. */
  keystrokeMs: (number | null)[];
  /** Per keystroke, ms from the key to the paint after the results changed; null where they did not. */
  resultsMs: (number | null)[];
}

/** How often the bench looks for the device's copy, and how long it looks at most. */
const COPY_POLL_MS = 250;
const COPY_WAIT_MS = 180_000;

/**
 * When (ms after the page's start) the device's copy of the catalogue was complete: once its cursor
 * is stored. Read through the browser's devtools: a connection the bench opened in the page would
 * stand in the way of the page's own, and opening a database not made yet would make it empty.
 */
async function copyCompleteAt(page: Page, cdp: CDPSession, origin: string): Promise<number> {
  const givingUpAt = Date.now() + COPY_WAIT_MS;
  for (;;) {
    const made = await page.evaluate(async (name) => {
      const databases = await indexedDB.databases();
      return databases.some((database) => database.name === name);
    }, DEVICE_DATABASE);
    if (made) {
      const { objectStoreDataEntries } = await cdp.send("IndexedDB.requestData", {
        securityOrigin: origin,
        databaseName: DEVICE_DATABASE,
        objectStoreName: "device",
        skipCount: 0,
        pageSize: 50,
      });
      if (objectStoreDataEntries.some((entry) => entry.primaryKey.value === CATALOGUE_CURSOR)) {
        return page.evaluate(() => performance.now());
      }
    }
    if (Date.now() > givingUpAt) throw new Error(`The device's copy was not complete in ${COPY_WAIT_MS} ms`);
    await page.waitForTimeout(COPY_POLL_MS);
  }
}

/** A first visit to /jewelry on a slowed processor, then a search typed once the device holds the catalogue. */
async function measurePage(browser: Browser, origin: string, items: number): Promise<PageFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await page.addInitScript(() => {
    const seen: { type: string; start: number; duration: number; interactionId: number }[] = [];
    Object.assign(window, { benchEvents: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[])
        seen.push({
          type: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    // From a key to the paint after the results changed (they follow the search box a moment later),
    // by the key's place in the keys pressed.
    const keyTimes: number[] = [];
    const resultTimes: number[] = [];
    Object.assign(window, { benchKeys: keyTimes, benchResults: resultTimes });
    let keyAt: number | null = null;
    document.addEventListener(
      "keydown",
      (event) => {
        keyAt = event.timeStamp;
        keyTimes.push(keyAt);
      },
      true,
    );
    const changed = new MutationObserver((mutations) => {
      if (keyAt === null) return;
      const outsideTheSearchBox = mutations.some(
        (mutation) => !(mutation.target as Element).closest?.('form[role="search"]'),
      );
      if (!outsideTheSearchBox) return;
      const from = keyAt;
      const key = keyTimes.length - 1;
      keyAt = null;
      requestAnimationFrame(() => setTimeout(() => (resultTimes[key] = performance.now() - from), 0));
    });
    document.addEventListener("DOMContentLoaded", () =>
      changed.observe(document.body, { subtree: true, childList: true, characterData: true }),
    );
    let lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lcp = entry.startTime;
      Object.assign(window, { benchLcp: lcp });
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await page.goto(`${origin}/jewelry`);
  await page.locator("html[data-started]").waitFor({ state: "attached", timeout: 60_000 });
  const copyMs = await copyCompleteAt(page, cdp, origin);
  // The service worker's first install (the offline copy) is over before the visitor types. The page
  // reads the device's copy back once the visitor turns to the search, and indexes it, both in idle
  // moments: two seconds per thousand items are ample on the slowed processor (one was not, at 20,000).
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 60_000 });
  const loaded = await page.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    lcp: (window as unknown as { benchLcp: number }).benchLcp,
    nodes: document.getElementsByTagName("*").length,
  }));

  const search = page.getByRole("searchbox");
  await search.click();
  await page.waitForTimeout(3000 + 2 * items);
  const typedFrom = await page.evaluate(() => performance.now());
  for (const key of QUERY) {
    await page.keyboard.type(key);
    await page.waitForTimeout(400);
  }
  const typed = await page.evaluate((from) => {
    const bench = window as unknown as {
      benchEvents: { start: number; duration: number; interactionId: number }[];
      benchKeys: number[];
      benchResults: number[];
    };
    const before = bench.benchKeys.filter((at) => at < from).length;
    return {
      events: bench.benchEvents.filter((entry) => entry.start >= from && entry.interactionId > 0),
      keys: bench.benchKeys.slice(before),
      results: Array.from(bench.benchResults.slice(before), (value) => value ?? null),
    };
  }, typedFrom);
  // A key's events (keydown, input, keyup) start from its keydown until the next key's: the longest
  // is the key's time to the next paint. The browser reports none under 16 ms.
  const keystrokeMs = typed.keys.map((at, key) => {
    const next = typed.keys[key + 1] ?? Number.POSITIVE_INFINITY;
    const durations = typed.events
      .filter((entry) => entry.start >= at && entry.start < next)
      .map((entry) => entry.duration);
    return durations.length > 0 ? Math.max(...durations) : null;
  });
  const resultsMs = typed.keys.map((_, key) => typed.results[key] ?? null);
  await context.close();
  return { fcpMs: loaded.fcp, copyMs, lcpMs: loaded.lcp, domNodes: loaded.nodes, keystrokeMs, resultsMs };
}

/**
 * Per key of the search, or per figure: the median over the runs (keys the browser reported under
 * 16 ms as 16; results, over the runs where the key changed them).
 */
function medianOfRuns(runs: PageFigures[]): PageFigures {
  const of = (figure: (run: PageFigures) => number) => median(runs.map(figure));
  const perKey = (keys: (run: PageFigures) => (number | null)[], unreported: number | null) =>
    Array.from({ length: QUERY.length }, (_, key) => {
      const values = runs.flatMap((run) => keys(run)[key] ?? unreported ?? []);
      return values.length > 0 ? median(values) : null;
    });
  return {
    fcpMs: of((run) => run.fcpMs),
    copyMs: of((run) => run.copyMs),
    lcpMs: of((run) => run.lcpMs),
    domNodes: of((run) => run.domNodes),
    keystrokeMs: perKey((run) => run.keystrokeMs, 16),
    resultsMs: perKey((run) => run.resultsMs, null),
  };
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** `cells` cells of a part not measured in this run. */
const notMeasured = (cells: number) => Array<string>(cells).fill("–").join(" | ");

/** Event Timing reports nothing under 16 ms: such a key counts as 16, shown as at most that. */
const keystrokes = (values: (number | null)[]) => {
  const known = values.map((value) => value ?? 16);
  const shown = (value: number) => (value <= 16 ? "≤16" : Math.round(value));
  return `median ${shown(median(known))} ms, slowest ${shown(Math.max(...known))} ms`;
};

const changedResults = (values: (number | null)[]) => values.filter((value) => value !== null);

const resultTimes = (perKey: (number | null)[], runs: PageFigures[]) => {
  const values = changedResults(perKey);
  return values.length === 0
    ? "none changed"
    : `median ${Math.round(median(values))} ms, slowest ${Math.round(Math.max(...values))} ms (${values.length} of ${QUERY.length} keys; slowest of each run ${runs
        .map((run) => Math.round(Math.max(...changedResults(run.resultsMs))))
        .join(" / ")} ms)`;
};

/** Each key's figure, as typed: "b 40 · a 52 · …", keys under 16 ms as ≤16, unchanged results as –. */
const byKey = (values: (number | null)[], unreported: string) =>
  [...QUERY]
    .map((key, at) => {
      const value = values[at];
      return `${key} ${value === null || value === undefined ? unreported : value <= 16 ? "≤16" : Math.round(value)}`;
    })
    .join(" · ");

export async function benchCatalogueScale(): Promise<void> {
  const sizes = sizesWanted();
  const parts = partsWanted();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "jewellery-bench-scale-"));
  let browser: Browser | undefined;
  const running: Served[] = [];
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    print("");
    print(
      `Catalogue at scale (production build; browser: 412 px wide, CPU slowed ${CPU_SLOWDOWN}×, no network throttling; page figures and each key's: median of ${PAGE_RUNS} first visits)`,
    );
    print("");
    print(
      "| items | full sync | full sync time | delta sync (1 change) | delta sync time | /jewelry DOM nodes | FCP | LCP | device copy complete | keystroke → next paint | keystroke → results painted |",
    );
    print("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|");
    const keyLines: string[] = [];
    for (const size of parts.has("sync") || parts.has("page") ? sizes : []) {
      const served = await serve(size, workDir);
      running.push(served);
      const sync = parts.has("sync") ? await measureSync(served.origin) : undefined;
      const runs: PageFigures[] = [];
      for (let run = 0; parts.has("page") && run < PAGE_RUNS; run++)
        runs.push(await measurePage(browser, served.origin, size));
      const page = runs.length > 0 ? medianOfRuns(runs) : undefined;
      const syncCells = sync
        ? `${kilobytes(sync.fullBytes)} | ${ms(sync.fullMs)} | ${sync.deltaBytes} B | ${ms(sync.deltaMs)}`
        : notMeasured(4);
      const pageCells = page
        ? `${page.domNodes.toLocaleString("en-US")} | ${ms(page.fcpMs)} | ${ms(page.lcpMs)} | ${(page.copyMs / 1000).toFixed(1)} s | ${keystrokes(page.keystrokeMs)} | ${resultTimes(page.resultsMs, runs)}`
        : notMeasured(6);
      print(`| ${size.toLocaleString("en-US")} | ${syncCells} | ${pageCells} |`);
      if (page)
        keyLines.push(
          `| ${size.toLocaleString("en-US")} | ${byKey(page.keystrokeMs, "≤16")} | ${byKey(page.resultsMs, "–")} |`,
        );
      await served.stop();
      running.pop();
    }
    if (keyLines.length > 0) {
      print("");
      print(`Each key of "${QUERY}" (ms, median of ${PAGE_RUNS} first visits)`);
      print("");
      print("| items | keystroke → next paint | keystroke → results painted |");
      print("|---:|---|---|");
      for (const line of keyLines) print(line);
    }
    await browser.close();
    browser = undefined;
    if (!parts.has("lighthouse")) return;

    print("");
    print(
      `Lighthouse on /jewelry (mobile defaults, median of ${LIGHTHOUSE_RUNS}), sample shop against ${LIGHTHOUSE_SIZE.toLocaleString("en-US")} items`,
    );
    print("");
    print("| catalogue | Performance | FCP | LCP | TBT |");
    print("|---|---:|---:|---:|---:|");
    const shops = [
      { name: "sample shop", served: await serve(0, workDir) },
      {
        name: `${LIGHTHOUSE_SIZE.toLocaleString("en-US")} items`,
        served: await serve(LIGHTHOUSE_SIZE, workDir),
      },
    ];
    running.push(...shops.map((shop) => shop.served));
    const runs = new Map<string, { performance: number; fcpMs: number; lcpMs: number; tbtMs: number }[]>();
    // Alternating rounds, so drift on the machine hits both alike.
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      for (const shop of shops) {
        const { figures } = await runLighthouse(`${shop.served.origin}/jewelry`, workDir);
        runs.set(shop.name, [...(runs.get(shop.name) ?? []), figures]);
      }
    }
    for (const shop of shops) {
      const figures = runs.get(shop.name) ?? [];
      const of = (key: "performance" | "fcpMs" | "lcpMs" | "tbtMs") => median(figures.map((run) => run[key]));
      print(
        `| ${shop.name} | ${of("performance")} | ${(of("fcpMs") / 1000).toFixed(1)} s | ${(of("lcpMs") / 1000).toFixed(1)} s | ${ms(of("tbtMs"))} |`,
      );
    }
  } finally {
    await browser?.close();
    killAll();
    for (const served of running) await served.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await build();
  await benchCatalogueScale();
}
