/** Bench servers in processes of their own (bench/api-server.ts, bench/bare-server.ts), started by the bench. */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const ROOT = path.resolve(import.meta.dirname, "..");
const STARTUP_TIMEOUT_MS = 30_000;

/** Starts a bench server in its own process, so it has the event loop to itself, and waits for its port. */
export async function startChildServer(
  script: string,
  args: string[],
  children: ChildProcess[],
): Promise<string> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join("bench", script), ...args], {
    cwd: ROOT,
    stdio: ["pipe", "pipe", "inherit"],
  });
  children.push(child);
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in time`)), STARTUP_TIMEOUT_MS);
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      reject(new Error(`${script} exited (${signal ?? code}) before listening`)),
    );
    createInterface({ input: child.stdout }).once("line", (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  return `http://127.0.0.1:${port}`;
}
