/**
 * Load for the speed figures: wrk (Debian's `wrk`, written in C) on one core, the server under test
 * on the other. A load generator in Node tops out near 4,000 requests/s here and adds its own event
 * loop's delays to every latency, so it measured itself, not the server; two programs sharing both
 * cores measured the scheduler.
 */
import { execFileSync, spawnSync } from "node:child_process";

export const CONNECTIONS = 32;
const SERVER_CORE = "0";
const LOAD_CORE = "1";

/** Keeps a server (every thread of it) on its core, away from the load. */
export function onServerCore(pid: number | undefined): void {
  if (pid === undefined) throw new Error("the server has no process id");
  execFileSync("taskset", ["--all-tasks", "--cpu-list", "--pid", SERVER_CORE, String(pid)], {
    stdio: "ignore",
  });
}

export function checkLoadTools(): void {
  for (const tool of ["wrk", "taskset"]) {
    if (spawnSync(tool, ["--version"]).error)
      throw new Error(`${tool} is missing: apt-get install -y wrk util-linux`);
  }
}

const MS_PER_UNIT: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) throw new Error(`wrk printed a latency of "${text}"`);
  return Number(match[1]) * (MS_PER_UNIT[match[2] as string] as number);
}

/** Requests per second and p99 latency (ms); throws if any request failed, as the figures would mean nothing. */
export function measureLoad(
  url: string,
  seconds: number,
  headers: Record<string, string> = {},
): { rate: number; p99: number } {
  const args = ["--cpu-list", LOAD_CORE, "wrk", "-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  const output = execFileSync("taskset", [...args, url], { encoding: "utf8" });
  const failed = /Non-2xx or 3xx responses: \d+|Socket errors: .*/.exec(output);
  if (failed) throw new Error(`${url}: ${failed[0]}`);
  const rate = /Requests\/sec:\s+([\d.]+)/.exec(output)?.[1];
  const p99 = /^\s+99%\s+(\S+)/m.exec(output)?.[1];
  if (!rate || !p99) throw new Error(`${url}: wrk printed no figures:\n${output}`);
  return { rate: Number(rate), p99: milliseconds(p99) };
}
