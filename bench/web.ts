/**
 * Lighthouse on the public pages of the production build, as a first visit sees them: builds, starts the
 * built server on a fresh database with the sample shop, runs each page three times in alternating rounds
 * (so drift on the machine hits every page alike), prints the medians as a Markdown table and writes them
 * to bench/results/, with each Bengali page's figures beside its English twin's. Run it on a machine with a
 * Bengali system font, as phones have (Debian's fonts-noto-core): it says whether there is one. Prints
 * figures, never fails on them: only a broken run makes it exit non-zero.
 */
import { type ChildProcess, execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { killAll } from "chrome-launcher";
import { api } from "#core/api";
import { buildPath } from "#core/endpoints";
import { formatDeviceTime } from "#core/format/device-time";
import { pathInLanguage } from "#core/language";
import { build, freePort, startServer, waitUntilServing } from "./built-server";
import { type PageFigures, type PageRun, runLighthouse } from "./lighthouse-run";
import { kilobytes, median, print } from "./report";
import { offlineCopy, totalBytes } from "./served-bytes";
import { stopChild } from "./stop-child";

const ROOT = path.resolve(import.meta.dirname, "..");
const RESULTS_DIR = path.join(ROOT, "bench", "results");
const RUNS = 3;
/** `BENCH_PAGES=/my-list,/contact` measures those pages (by route) alone, in both languages. */
const ONLY_PAGES = process.env.BENCH_PAGES?.split(",").map((page) => page.trim());

interface Page {
  /** The route as the table names it. */
  page: string;
  path: string;
}

/** The sample shop as the home page's first visit asks for it, and the pages of its first item and collection. */
async function seedSampleShop(origin: string): Promise<{ detail: Page; collection: Page }> {
  const seed = await fetch(`${origin}${api.initSampleData.path}`, { method: api.initSampleData.method });
  if (!seed.ok) throw new Error(`seeding failed: ${seed.status}`);
  if (!api.initSampleData.response.parse(await seed.json()).seeded) {
    throw new Error("the server did not seed the sample shop into a fresh database");
  }
  const list = await fetch(`${origin}${api.listJewelry.path}`);
  if (!list.ok) throw new Error(`listing the jewellery failed: ${list.status}`);
  const [first] = api.listJewelry.response.parse(await list.json());
  if (!first) throw new Error("the sample shop has no jewellery");
  const collections = await fetch(`${origin}${api.listCollections.path}`);
  if (!collections.ok) throw new Error(`listing the collections failed: ${collections.status}`);
  const [collection] = api.listCollections.response.parse(await collections.json());
  if (!collection) throw new Error("the sample shop has no collection");
  return {
    detail: { page: "/jewelry/:id", path: buildPath("/jewelry/:id", { id: first._id }) },
    collection: {
      page: "/collections/:slug",
      path: buildPath("/collections/:slug", { slug: collection.slug }),
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const milliseconds = (ms: number) => `${Math.round(ms)} ms`;

const COLUMNS: [heading: string, cell: (figures: PageFigures) => string][] = [
  ["Performance", (figures) => String(figures.performance)],
  ["Accessibility", (figures) => String(figures.accessibility)],
  ["Best Practices", (figures) => String(figures.bestPractices)],
  ["SEO", (figures) => String(figures.seo)],
  ["FCP", (figures) => seconds(figures.fcpMs)],
  ["LCP", (figures) => seconds(figures.lcpMs)],
  ["TBT", (figures) => milliseconds(figures.tbtMs)],
  ["CLS", (figures) => figures.cls.toFixed(3)],
];

/** Each figure's own median over the runs: a page's row need not come from one run. */
function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((figures) => figures[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    seo: of("seo"),
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    scriptBytes: of("scriptBytes"),
  };
}

/** What a Bengali page must reach against its English twin: as fast to paint, as high a score. */
const BENGALI_BAR = { performance: 99, lcpWithinMs: 100 };

/** Each Bengali page's Performance and LCP beside its English twin's, and whether it meets the bar. */
function printLanguageComparison(
  pairs: { page: string; english: PageFigures; bengali: PageFigures }[],
): void {
  print(
    `\nEach page under /bn against its English twin (bar: Performance >= ${BENGALI_BAR.performance}, ` +
      `LCP within ${BENGALI_BAR.lcpWithinMs} ms of English)\n`,
  );
  print("| page | Performance en | Performance bn | LCP en | LCP bn | LCP bn - en | bar |");
  print("|---|---:|---:|---:|---:|---:|---|");
  for (const { page, english, bengali } of pairs) {
    const difference = bengali.lcpMs - english.lcpMs;
    const met = bengali.performance >= BENGALI_BAR.performance && difference <= BENGALI_BAR.lcpWithinMs;
    print(
      `| \`${page}\` | ${english.performance} | ${bengali.performance} | ${seconds(english.lcpMs)} | ` +
        `${seconds(bengali.lcpMs)} | ${difference >= 0 ? "+" : ""}${milliseconds(difference)} | ${met ? "met" : "missed"} |`,
    );
  }
}

/** The Bengali fonts installed on this machine, as fontconfig lists them; phones carry one. */
function bengaliSystemFonts(): string[] {
  try {
    const listed = execFileSync("fc-list", [":lang=bn", "family"], { encoding: "utf8" });
    return [...new Set(listed.split("\n").filter(Boolean))].sort();
  } catch {
    return [];
  }
}

function printTable(rows: { page: string; figures: PageFigures }[]): void {
  print(`| page | ${COLUMNS.map(([heading]) => heading).join(" | ")} |`);
  print(`|---|${COLUMNS.map(() => "---:").join("|")}|`);
  for (const { page, figures } of rows) {
    print(`| \`${page}\` | ${COLUMNS.map(([, cell]) => cell(figures)).join(" | ")} |`);
  }
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "jewellery-bench-web-"));
const dataDir = path.join(workDir, "data");
const chromiumTmpDir = path.join(workDir, "chromium");
fs.mkdirSync(chromiumTmpDir);
let server: ChildProcess | undefined;

async function tearDown(): Promise<void> {
  killAll();
  if (server) await stopChild(server);
  fs.rmSync(workDir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void tearDown().finally(() => process.exit(128 + os.constants.signals[signal]));
  });
}

try {
  await build();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = startServer({ origin, port, dataDir, sampleData: true });
  await waitUntilServing(server, origin);
  const { detail, collection } = await seedSampleShop(origin);

  const englishPages: Page[] = [
    "/",
    "/jewelry",
    detail,
    "/gold-calculator",
    "/gold-calculator-enhanced",
    "/gold-rates",
    "/about",
    "/contact",
    "/my-list",
    "/gold-exchange",
    "/zakat",
    collection,
  ]
    .map((page) => (typeof page === "string" ? { page, path: page } : page))
    .filter((page) => !ONLY_PAGES || ONLY_PAGES.includes(page.page));
  const pages = englishPages.flatMap((english) => [
    english,
    { page: pathInLanguage(english.page, "bn"), path: pathInLanguage(english.path, "bn") },
  ]);
  const measuredAt = new Date();
  const fonts = bengaliSystemFonts();
  print(`\nLighthouse, mobile defaults, ${RUNS} runs per page in alternating rounds, on ${origin}`);
  print(
    fonts.length > 0
      ? `Bengali system fonts on this machine, as phones have: ${fonts.join(", ")}`
      : "No Bengali system font on this machine (phones have one): install fonts-noto-core to measure as they see it",
  );

  const runs = new Map<Page, PageRun[]>(pages.map((page) => [page, []]));
  for (let round = 1; round <= RUNS; round++) {
    for (const page of pages) {
      const run = await runLighthouse(`${origin}${page.path}`, chromiumTmpDir);
      runs.get(page)?.push(run);
      print(
        `round ${round}/${RUNS} ${page.path}: performance ${run.figures.performance}, ` +
          `LCP ${seconds(run.figures.lcpMs)}, TBT ${milliseconds(run.figures.tbtMs)}, ` +
          `machine's benchmark index ${run.benchmarkIndex}`,
      );
    }
  }

  const rows = pages.map((page) => {
    const pageRuns = runs.get(page) ?? [];
    return { ...page, figures: medianFigures(pageRuns.map((run) => run.figures)), runs: pageRuns };
  });
  const [home] = rows;
  const [anyRun] = home?.runs ?? [];
  if (!home || !anyRun) throw new Error("no page was measured");

  print(
    `\nMeasured ${formatDeviceTime(measuredAt)} with Lighthouse ${anyRun.lighthouseVersion}, ` +
      `mobile defaults (simulated throttling), median of ${RUNS} runs\n`,
  );
  printTable(rows);
  // The page figures move with the machine's speed: a busy or throttled machine makes every page slower.
  const speeds = rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex));
  const machineSpeed = { median: median(speeds), lowest: Math.min(...speeds), highest: Math.max(...speeds) };
  print(
    `\nThe machine's speed over the runs (Lighthouse's benchmark index, higher is faster): median ` +
      `${machineSpeed.median}, from ${machineSpeed.lowest} to ${machineSpeed.highest}`,
  );
  const figuresOf = (page: string) => rows.find((row) => row.page === page)?.figures;
  printLanguageComparison(
    englishPages.flatMap(({ page }) => {
      const english = figuresOf(page);
      const bengali = figuresOf(pathInLanguage(page, "bn"));
      return english && bengali ? [{ page, english, bengali }] : [];
    }),
  );
  print(
    `\nFirst visit to /: ${kilobytes(home.figures.scriptBytes)} of JavaScript over the wire ` +
      `(script requests, median of ${RUNS})`,
  );
  const offline = await offlineCopy(path.join(ROOT, "pwa", "dist"));
  print(
    `The service worker's offline copy, downloaded in the background once it installs: ` +
      `${offline.length} files, ${kilobytes(totalBytes(offline).br)} brotli ` +
      `(${kilobytes(totalBytes(offline.filter(({ file }) => file.endsWith(".js"))).br)} of it JavaScript)`,
  );

  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `web-${measuredAt.toISOString().replace(/[:.]/g, "-")}.json`);
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        measuredAt: measuredAt.toISOString(),
        lighthouseVersion: anyRun.lighthouseVersion,
        settings: "mobile defaults, simulated throttling",
        bengaliSystemFonts: fonts,
        runsPerPage: RUNS,
        benchmarkIndex: machineSpeed,
        // Medians, then each run's figures; scriptBytes is what the page's script requests transferred.
        pages: rows.map(({ page, path: pagePath, figures, runs: pageRuns }) => ({
          page,
          path: pagePath,
          ...figures,
          runs: pageRuns.map((run) => run.figures),
        })),
      },
      null,
      2,
    )}\n`,
  );
  print(`Written to ${path.relative(ROOT, file)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await tearDown();
}
