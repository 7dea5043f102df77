/** One Lighthouse run of one page, in a Chromium of its own, for bench/web.ts. */
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { CHROMIUM_PATH } from "../e2e/chromium";

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"];
// Chromium here now and then records a trace without its navigation start; the page itself is not at fault.
const BAD_TRACE = "NO_NAVSTART";
const ATTEMPTS = 3;

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transferred bytes of the page's script requests. */
  scriptBytes: number;
}

export interface PageRun {
  figures: PageFigures;
  lighthouseVersion: string;
  /** Lighthouse's measure of how fast this machine was at the run (higher is faster). */
  benchmarkIndex: number;
}

/**
 * Lighthouse's defaults: a mid-range phone on a slow 4G link, throttling simulated. Chromium keeps its
 * temporary files in `tmpDir`: it is killed at the end, so what it leaves there is the caller's to remove.
 */
export async function runLighthouse(url: string, tmpDir: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    const lhr = await audit(url, tmpDir);
    if (!recordedBadTrace(lhr)) return read(url, lhr);
    if (attempt === ATTEMPTS) throw new Error(`${url}: ${BAD_TRACE} in ${ATTEMPTS} attempts`);
    console.warn(`${url}: ${BAD_TRACE}, running the page again`);
  }
}

async function audit(url: string, tmpDir: string): Promise<Result> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    envVars: { ...process.env, TMPDIR: tmpDir },
    // The launcher's own SIGINT handling would exit before the bench stops its server: the bench does it.
    handleSIGINT: false,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, logLevel: "error", output: "json" });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** The trace fault shows as the run's error, or, when only trace-based audits hit it, as theirs. */
function recordedBadTrace(lhr: Result): boolean {
  return (
    lhr.runtimeError?.code === BAD_TRACE ||
    Object.values(lhr.audits).some((audit) => audit.errorStack?.startsWith(`LighthouseError: ${BAD_TRACE}`))
  );
}

function read(url: string, lhr: Result): PageRun {
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const failed = Object.values(lhr.audits).filter((audit) => audit.scoreDisplayMode === "error");
  const broken = () =>
    new Error(
      `${url}: ${failed.map((audit) => `${audit.id}: ${audit.errorMessage}`).join("; ") || "no score"}`,
    );

  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw broken();
    return Math.round(value * 100);
  };
  // Rounded as Lighthouse shows them: whole milliseconds, layout shift to three places.
  const metric = (id: string, places = 0) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw broken();
    return Number(value.toFixed(places));
  };
  const requests = lhr.audits["network-requests"]?.details;
  if (requests?.type !== "table") throw broken();

  return {
    lighthouseVersion: lhr.lighthouseVersion,
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    figures: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcpMs: metric("first-contentful-paint"),
      lcpMs: metric("largest-contentful-paint"),
      tbtMs: metric("total-blocking-time"),
      cls: metric("cumulative-layout-shift", 3),
      scriptBytes: requests.items.reduce(
        (sum, item) =>
          item.resourceType === "Script" && typeof item.transferSize === "number"
            ? sum + item.transferSize
            : sum,
        0,
      ),
    },
  };
}
